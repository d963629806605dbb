// The original site served the application at both addresses.
export { default } from '../application/index/+Page.tsx';
