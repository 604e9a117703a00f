/**
 * Development React for the whole page. A production shell shares production React, which has no
 * Fast Refresh; a Module Federation plugin (registered before the shell's federation starts) answers
 * every instance's request for React's shared modules with these development builds instead, so the
 * page runs one React, with refresh, whichever part brought the rest.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as JsxDevRuntime from 'react/jsx-dev-runtime';

export const developmentReact: Readonly<Record<string, unknown>> = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': JsxRuntime,
  'react/jsx-dev-runtime': JsxDevRuntime,
};
