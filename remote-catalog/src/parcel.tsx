import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import HomePage from './pages/HomePage';

/** single-spa lifecycles, so the catalog can be mounted as a parcel outside the host. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <HomePage params={{}} />,
  errorBoundary: () => <p role="alert">The catalog could not be shown.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
