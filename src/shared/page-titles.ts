import { PRODUCT_NAME } from './constants';

/** The headings and titles of addresses with nobody behind them, for the server's head and the page. */
export const NOT_FOUND_TITLES = { person: 'Person Not Found', user: 'User Not Found' } as const;

/** A page's title: what it shows, then the product. */
export const pageTitle = (what: string) => `${what} | ${PRODUCT_NAME}`;
