// Keeps the site for a classroom whose network goes: after one visit, the page, the program and
// its data (lessons, the Latin fonts, languages) come from this cache when the network does not
// answer. The Chinese fonts (1.35 MB gzip) are kept once a page that shows Chinese has fetched
// them (page.js keeps them), never fetched here for a page that shows none. Every answer the network gives replaces the kept copy, so a new
// build reaches the page on the next visit with a network (stale-while-revalidate).
'use strict';
const cacheName = 'ablab-site';
const site = ['./', 'index.html', 'page.js', 'page.css', 'ablab.js', 'ablab.wasm', 'ablab.data', 'manifest.webmanifest',
              'icon.svg', 'icon-192.png', 'icon-512.png'];

self.addEventListener('install', event => {
  event.waitUntil(caches.open(cacheName).then(cache => cache.addAll(site)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', event => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(caches.open(cacheName).then(async cache => {
    // The page is one file whatever its ?lang= or #link says.
    const kept = await cache.match(request, {ignoreSearch: request.mode === 'navigate'});
    const fresh = fetch(request).then(response => {
      if (response.ok) cache.put(request, response.clone());
      return response;
    });
    if (kept) {
      fresh.catch(() => {});  // offline: the kept copy is the answer
      return kept;
    }
    return fresh;
  }));
});
