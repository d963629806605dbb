export { data } from '../application/index/+data.ts';
