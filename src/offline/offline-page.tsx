import { css } from '@linaria/core';
import { useEffect } from 'react';
import { ContactCards } from '../contact/contact-cards';
import { offlinePage as text } from '../content/offline';
import { TalkToUs } from '../frame/talk-to-us';
import { askedAddress, openModal } from '../lib/dom';
import { isOffline } from '../lib/load';
import { button, container, lead, pageIntro, primary } from '../ui/kit';
import { Static } from '../ui/shell';

/**
 * What the service worker shows with no connection for an address this device has not kept: that address (written in
 * by the worker, so kept as HTML) and every way to reach the clinic meanwhile.
 */
export function OfflinePage() {
  // Back online, the address opens by itself, as the browser's own offline page does; not under the booking dialog, as
  // a reload would take it away mid-sentence: Try again is there for that. (One handed over goes on from the worker.)
  // Given back by the back/forward cache, it heard nothing while kept: online by then, it opens too.
  useEffect(() => {
    const open = () => openModal() || location.reload();
    const shown = (event: PageTransitionEvent) => event.persisted && !isOffline() && open();
    addEventListener('online', open);
    addEventListener('pageshow', shown);
    return () => {
      removeEventListener('online', open);
      removeEventListener('pageshow', shown);
    };
  }, []);
  return (
    <Static id="offline">
      {PRERENDER && (
        <>
          <header className={`${container} ${pageIntro}`}>
            <h1 tabIndex={-1}>{text.heading}</h1>
            <p className={lead}>
              {text.asked} <code className={address}>{askedAddress}</code>
            </p>
            <p>{text.later}</p>
            <p>{text.reach}</p>
            <p className={actions}>
              {/* _top: the browser's own navigation, as the router would only scroll a page on show to its top. */}
              <a className={`${button} ${primary}`} href={askedAddress} target="_top">
                {text.retry}
              </a>
              <TalkToUs secondary />
            </p>
          </header>
          <ContactCards />
        </>
      )}
    </Static>
  );
}

const address = css`
  overflow-wrap: anywhere;
  font-weight: 600;
  color: var(--color-text);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;
