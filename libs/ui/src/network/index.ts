export { useOnline } from './useOnline';
export { OfflineNotice } from './OfflineNotice';
