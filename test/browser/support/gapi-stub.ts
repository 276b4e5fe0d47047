import type { BrowserContext } from '@playwright/test';

/**
 * Google sign-in through the Auth emulator, offline.
 *
 * Firebase's popup flow (and the emulator's helper iframe) load Google's `gapi` loader from
 * https://apis.google.com/js/api.js and talk to each other through `gapi.iframes`. This machine
 * has no network beyond the loopback, so the tests serve this small stand-in instead: the same
 * calls the Firebase SDK and the emulator iframe make (load, getContext, open, getParentIframe,
 * ping, register, send, restyle), carried over `postMessage`. Everything else stays real: the
 * Firebase SDK, the emulator's account chooser popup, its iframe relay and the token exchange.
 */
const GAPI_STUB = String.raw`(() => {
  const TAG = '__gapiStub';
  const FILTER = 'CROSS_ORIGIN_IFRAMES_FILTER';
  const script = document.currentScript;
  let seq = 0;

  /** One side of a channel with another window: named handlers and calls with replies. */
  function channel(getTarget) {
    const handlers = {};
    const queued = {};
    const pending = {};
    const post = (msg) => {
      const target = getTarget();
      if (target) target.postMessage({ [TAG]: true, ...msg }, '*');
    };
    const deliver = (msg) => {
      const result = handlers[msg.name](msg.data);
      post({ kind: 'reply', id: msg.id, result: [result] });
    };
    return {
      receive(msg) {
        if (msg.kind === 'reply') {
          const cb = pending[msg.id];
          delete pending[msg.id];
          if (cb) {
            try { cb(msg.result); } catch (e) { /* gapi swallows callback errors */ }
          }
        } else if (msg.kind === 'call') {
          if (handlers[msg.name]) deliver(msg);
          else (queued[msg.name] = queued[msg.name] || []).push(msg);
        }
      },
      register(name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(deliver);
      },
      send(name, data, cb) {
        const id = ++seq + ':' + Math.random();
        if (cb) pending[id] = cb;
        post({ kind: 'call', name, data, id });
      },
    };
  }

  // Child side (inside an iframe): answers pings at once; getParentIframe() exposes the channel.
  const toParent = window.parent !== window ? channel(() => window.parent) : null;
  // Parent side: one channel per opened iframe, keyed by its window.
  const children = [];

  window.addEventListener('message', (e) => {
    const msg = e.data;
    if (!msg || typeof msg !== 'object' || !msg[TAG]) return;
    if (toParent && e.source === window.parent) {
      if (msg.kind === 'ping') {
        window.parent.postMessage({ [TAG]: true, kind: 'pong', id: msg.id }, '*');
        return;
      }
      toParent.receive(msg);
      return;
    }
    const child = children.find((c) => c.frame.contentWindow === e.source);
    if (!child) return;
    if (msg.kind === 'pong') child.onPong();
    else child.channel.receive(msg);
  });

  function openIframe(options) {
    const frame = document.createElement('iframe');
    const attributes = options.attributes || {};
    Object.entries(attributes).forEach(([key, value]) => {
      if (key === 'style') Object.assign(frame.style, value);
      else frame.setAttribute(key, String(value));
    });
    const child = {
      frame,
      channel: channel(() => frame.contentWindow),
      pongs: [],
      onPong() { this.pongs.splice(0).forEach((resolve) => resolve()); this.ready = true; },
    };
    children.push(child);
    frame.src = options.url;
    (options.where || document.body).appendChild(frame);
    return {
      restyle: () => Promise.resolve(),
      register: (name, handler) => child.channel.register(name, handler),
      send: (name, data, cb) => child.channel.send(name, data, cb),
      ping(cb) {
        return new Promise((resolve) => {
          if (child.ready) return resolve();
          child.pongs.push(resolve);
          const timer = setInterval(() => {
            if (child.ready) return clearInterval(timer);
            frame.contentWindow && frame.contentWindow.postMessage({ [TAG]: true, kind: 'ping' }, '*');
          }, 50);
        }).then(() => { if (cb) cb(); });
      },
    };
  }

  const context = {
    open(options, onOpen) {
      const iframe = openIframe(options);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe() {
      if (!toParent) throw new Error('gapi stub: not inside an iframe');
      return { register: toParent.register, send: toParent.send };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { [FILTER]: FILTER, getContext: () => context, Iframe: function Iframe() {} };
  window.gapi.load = (_module, options) => {
    const callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(() => callback && callback(), 0);
  };

  // Like the real loader: call ?onload=<name>, or window.gapi_onload.
  const onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Serves the gapi stand-in and fails the emulator widget's CDN styles fast (offline). */
export async function routeGoogleApis(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STUB }),
  );
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//,
    (route) => route.abort('internetdisconnected'),
  );
}
