import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelApp } from './app/ParcelApp';

/**
 * single-spa lifecycles: the blog list and its posts as a parcel any page can mount with
 * `mountRootParcel(parcel, { domElement })`, with no host around it (see embed.html).
 */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ParcelApp,
  errorBoundary: () => <p role="alert">The blog could not be shown. Please reload the page.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
