// The e2e tests build what they load (`npm test` runs on a fresh clone), with the one build
// `npm run build`, `npm start` and `npm run package` use: a production build whoever runs it
// (under vitest NODE_ENV is 'test', which would bundle preact's devtools hook), its expected
// crxjs lines dropped. One vite build per browser, ~1 s each.
export { buildExtension, ROOT } from '../../scripts/build.mjs';
