//! The fast path of references after the grammar: a reference that the
//! front end ([`super::front`]) left, preprocessed and read into tokens in
//! its base's mode, whose parts the "already normal" rule
//! ([`crate::fast::normal_tail`], [`crate::fast::normal_with`]) accepts.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{has_drive_segment, resolve, ParsedBase, Reference};
use crate::fast::{normal_href_with, normal_tail, normal_with};
use crate::grammar::tokens::UrlTokens;
use crate::grammar::{Mode, Text};
use crate::print::Positions;

/// The href and positions of the reference `text` (preprocessed, read in
/// its base's mode into the tokens `t`) resolved against `base`, when the
/// reference has no scheme and its parts are already normal; `None` when
/// the full pipeline must decide.
pub(crate) fn normal_join<I: Text>(
    base: &ParsedBase<'_>,
    text: &str,
    t: &UrlTokens<I>,
) -> Option<(String, Positions)> {
    if t.mode() != base.mode || t.scheme().is_some() || t.drive().is_some() {
        return None;
    }
    if t.authority().is_some() {
        if base.mode != Mode::Web {
            // A file host is processed (`localhost` is dropped).
            return None;
        }
        // `//host…`: the absolute fast path, with the base's scheme.
        let n = normal_with(text, t, Some(base.scheme()))?;
        return normal_href_with(base.scheme(), text, n);
    }
    let tail = normal_tail(text, t, 0)?;
    if tail.backslash || base.mode == Mode::File && has_drive_segment(&text[..tail.path_end]) {
        return None;
    }
    let r = Reference {
        path_end: tail.path_end,
        query_start: tail.query_start,
        fragment_start: tail.fragment_start,
        // Every segment may be.
        dots: tail.dotted.then_some((0, tail.path_end)),
    };
    resolve(base, text, &r)
}
