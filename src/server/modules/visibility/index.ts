export { accountIsLive, accountIsShown, accountIsVisible } from './accounts';
export { commentIsShown } from './comments';
export { personIsListed } from './people';
