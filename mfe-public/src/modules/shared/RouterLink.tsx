import { forwardRef } from 'react';
import { Link as ReactRouterLink, type LinkProps } from 'react-router-dom';

/** react-router's Link for MUI's `component` prop (MUI buttons and links navigate client-side). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <ReactRouterLink ref={ref} {...props} />;
});
