import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import LoginPage from './pages/LoginPage';

/** single-spa lifecycles, so this remote can be mounted as a parcel outside the host. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <LoginPage />,
  errorBoundary: () => <p role="alert">This part of the shop could not be shown.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
