import { useEffect } from 'react';

const SELECTOR = 'script[type="application/ld+json"]';

/**
 * Keeps the page's JSON-LD block in step with what the page shows: it takes over the block
 * the server wrote into the first page, updates it, and removes it when the page goes, so
 * another page never carries this one's data.
 */
export function useStructuredData(data: object | undefined) {
  const json = data && JSON.stringify(data);
  useEffect(() => {
    if (!json) return;
    let element = document.head.querySelector<HTMLScriptElement>(SELECTOR);
    if (!element) {
      element = document.createElement('script');
      element.type = 'application/ld+json';
      document.head.appendChild(element);
    }
    // textContent is never parsed as HTML, so no value can end the element.
    element.textContent = json;
    return () => element.remove();
  }, [json]);
}
