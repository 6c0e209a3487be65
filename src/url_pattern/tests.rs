//! Unit tests of the URL pattern module's internals.
