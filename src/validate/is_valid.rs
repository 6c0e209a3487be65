//! [`is_valid`]: the verdict of [`super::validate`] without the
//! diagnostics, for checking many strings.

#[allow(unused_imports)]
use crate::prelude::*;

use super::sink::Sink;
use super::{clean, walk, Strictness, ValidationBase};
use crate::chars::is_c0_space;
use crate::grammar::Mode;
use crate::source::Source;

/// Whether `input` is valid at `strictness`: the same answer as
/// `validate(input, mode, strictness).is_valid()`, without building a
/// single diagnostic.
///
/// The walk is [`super::validate`]'s, with a sink that only counts errors;
/// for clean input (most URLs) it ends after the grammar and one pass over
/// its tokens. It allocates nothing for the common input
/// (`tests/is_valid.rs`): ASCII that needs no preprocessing, whose host is
/// lowercase and not percent-encoded, with `//` after a web or file scheme.
/// Decoding a host, UTS #46 on a host that is not lowercase ASCII and
/// forcing a web URL without `//` allocate. Under [`Strictness::Strict`]
/// and [`Strictness::Whatwg`] an input that needs preprocessing is invalid
/// as soon as preprocessing is done.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl::validate::Strictness;
/// assert!(specurl::validate::is_valid("https://example.com/a?b#c", Mode::Web, Strictness::Whatwg));
/// assert!(!specurl::validate::is_valid("sc://u@h/", Mode::Generic, Strictness::Strict));
/// assert!(specurl::validate::is_valid("sc://u@h/", Mode::Generic, Strictness::Lenient));
/// ```
pub fn is_valid(input: &str, mode: Mode, strictness: Strictness) -> bool {
    let strict = strictness != Strictness::Lenient;
    if strict && trimmed_by_preprocessing(input) {
        return false;
    }
    let text = crate::source::preprocess(input);
    // Whatever else preprocessing removed, it removed tabs or newlines.
    if strict && text.len() != input.len() {
        return false;
    }
    let against = match strictness {
        Strictness::Whatwg => ValidationBase::NoBase,
        _ => ValidationBase::Reference,
    };
    // Most input reports nothing, which the grammar over the plain text and
    // the shortcut decide at less cost than the walk over spans (and its
    // source, which maps positions).
    if clean::is_clean(&text, mode, against).is_some() {
        return true;
    }
    let source = Source::of_preprocessed(input, text);
    let mut sink = Sink::counting(&source, strictness);
    // The grammar's result is the walk's business here.
    let _ = walk::walk_then(&source, mode, against, None, &mut sink, |_| ());
    sink.error_count() == 0
}

/// Whether preprocessing would trim `input`: c0-space at either end.
fn trimmed_by_preprocessing(input: &str) -> bool {
    let b = input.as_bytes();
    let end = |b: Option<&u8>| b.is_some_and(|&b| is_c0_space(b as char));
    end(b.first()) || end(b.last())
}
