// Loaded on demand by human-check.ts, the first time a shopper uses a form: the ALTCHA widget
// (the build without inlined workers or styles, so it needs no blob: worker and no inline style
// under the page CSP) and its SHA-256 worker, served from this origin like any other asset.
import 'altcha/external'
import ShaWorker from 'altcha/workers/sha?worker'

$altcha.algorithms.set('SHA-256', () => new ShaWorker())
