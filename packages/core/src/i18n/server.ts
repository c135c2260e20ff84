export { MESSAGES, type Messages } from './messages';
