/** Brand links used inside content: the one brand config of the API contract (shared with the apps). */
export { brand } from '@nahtlos/contract';
