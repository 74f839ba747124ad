// The styles of the static parts the prerender writes outside the React root, imported for their CSS alone.
import './call-now-styles';
import './contact-fab-styles';
import './contact-links-styles';
import './logo-styles';
import './site-footer-styles';
import './site-header-styles';
