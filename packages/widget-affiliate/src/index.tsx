/**
 * The widget's entry, `/widgets/<name>.js`, as the loader injects it: the widget itself is
 * `/widgets/<name>/app.js`, which its lazy chunks import too. The loader retries a failed entry
 * under another URL (a browser keeps a module URL that failed for the life of the page); had the
 * chunks imported the entry, a retried page would run a second copy of the widget, whose hooks
 * belong to another Preact.
 */
import "./app";
