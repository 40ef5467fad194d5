import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import CartPage from './pages/CartPage';

/** single-spa lifecycles, so this remote can be mounted as a parcel outside the host. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <CartPage params={{}} />,
  errorBoundary: () => <p role="alert">This part of the shop could not be shown.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
