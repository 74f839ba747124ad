// The styles of the parts the prerender writes as static HTML, outside the React root: the client imports
// them for their CSS alone (their markup needs no code).
import './call-now-styles';
import './contact-fab-styles';
import './contact-links-styles';
import './logo-styles';
import './site-footer-styles';
import './site-header-styles';
