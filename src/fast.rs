//! The fast path of [`crate::Url::parse`]: an input that is already normal.
//!
//! Most real URLs are written the way the WHATWG serialiser would write them:
//! a lowercase web or file scheme, `//`, a lowercase ASCII domain, perhaps a
//! port that is not the default, a path without dotted segments and nothing
//! to percent-encode in any component. For such an input the href is the
//! input itself (with the `/` of an empty path inserted, or the `\` that
//! separates segments in web and file mode printed as `/`), and
//! every position the getters need is already in the grammar's tokens. This
//! module recognises such inputs from their tokens and builds the href by
//! copying the input once, skipping the model, resolution, host processing,
//! normalisation and printing, which would only reproduce it.
//!
//! Every test here is conservative: anything it is not sure of goes down the
//! full pipeline. A test in this module runs both paths over the WPT inputs
//! and both URL lists and compares the href and every getter.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::chars::ByteSet;

use crate::grammar::tokens::UrlTokens;
use crate::grammar::{Mode, Text};
use crate::normalise::{default_port, is_dotted};
use crate::pct_enc::is_encoded;
use crate::plain::plain_authority;
use crate::print::Positions;
use crate::table::Column;

/// The ASCII bytes that `column` leaves as they are; no non-ASCII byte (those
/// are always encoded).
const fn kept_by(column: Column) -> ByteSet {
    let mut set = [false; 256];
    let mut b = 0u8;
    while b < 0x80 {
        set[b as usize] = !is_encoded(column, b);
        b += 1;
    }
    set
}

static SPECIAL_QUERY: ByteSet = kept_by(Column::SpecialQuery);
static FRAGMENT: ByteSet = kept_by(Column::Fragment);

/// Whether every byte of `text` is in `set`.
#[inline]
fn all_in(set: &ByteSet, text: &str) -> bool {
    text.bytes().all(|b| set[usize::from(b)])
}

/// What makes the href of a normal input: the input, with the `/` of an
/// empty path inserted or the `\\` separators of its path printed `/`.
pub(crate) struct Normal {
    path_start: usize,
    path_end: usize,
    insert_root: bool,
    backslash: bool,
    positions: Positions,
}

/// Whether `text`, whose tokens are `t`, is already normal, and if so how
/// its href is made; `None` when the full pipeline must decide. Allocates
/// nothing, so that [`crate::Url::can_parse`] can ask it too.
pub(crate) fn normal<I: Text>(text: &str, t: &UrlTokens<I>) -> Option<Normal> {
    // Every token is a slice of `text`.
    let at = |token: &I| text.offset_of(&token.text());
    if t.drive.is_some() {
        return None;
    }
    // The shape every shortcut shares, then what only normal form asks:
    // the host, scheme and port as normalisation prints them.
    let a = plain_authority(text, t)?;
    let scheme = a.scheme?;
    if !a.host_kept() || scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        return None;
    }
    let (host, host_start) = (a.host, a.host_start);
    let port = match a.port {
        None => None,
        Some(p) => {
            let digits = p.span.text().as_bytes();
            let value = p.value?;
            let leading_zero = digits.len() > 1 && digits[0] == b'0';
            if leading_zero || Some(value) == default_port(scheme) {
                return None;
            }
            Some(value)
        }
    };
    let path_start = a.end;
    let query_start = t.query.as_ref().map(|q| at(q) - 1);
    let fragment_start = t.fragment.as_ref().map(|f| at(f) - 1);
    let path_end = query_start.or(fragment_start).unwrap_or(text.len());
    let path = &text[path_start..path_end];
    // An empty path becomes `/`; a non-empty one starts with the path-root.
    let insert_root = path.is_empty();
    if !insert_root && t.path_root.is_none() {
        return None;
    }
    // The grammar noted what it saw of the path's bytes.
    let shape = t.path.shape;
    if shape.needs_encoding() || shape.may_be_dotted() && has_dotted_segment(t.mode, path) {
        return None;
    }
    let backslash = shape.has_backslash() || path.starts_with('\\');
    if !t.query.is_none_or(|q| all_in(&SPECIAL_QUERY, q.text()))
        || !t.fragment.is_none_or(|f| all_in(&FRAGMENT, f.text()))
    {
        return None;
    }
    let shift = usize::from(insert_root);
    let positions = Positions {
        scheme_end: scheme.len(),
        username_start: host_start,
        username_end: host_start,
        host_start,
        host_end: host_start + host.len(),
        port,
        path_start,
        query_start: query_start.map(|q| q + shift),
        fragment_start: fragment_start.map(|f| f + shift),
    };
    Some(Normal {
        path_start,
        path_end,
        insert_root,
        backslash,
        positions,
    })
}

/// Whether some segment of `path` (read in `mode`) is a dotted segment,
/// which normalisation removes or resolves.
///
/// Only a segment that starts with `.` or `%` can be one, and half the
/// paths of real URLs have a `.` (in `index.html`), so the starts of
/// segments are found first: the bytes that are `.` or `%` after an `s`.
/// A path longer than 16 bytes is read sixteen byte pairs at a time, in
/// blocks the compiler turns into vector compares, read from the path
/// itself (a copy of the path into a padded buffer, read back at once by
/// wide loads that straddle the copy's stores, stalls the processor
/// longer than the compares take); a shorter one, pair by pair. Only when
/// there is such a start are the segments looked at one by one.
fn has_dotted_segment(mode: Mode, path: &str) -> bool {
    let bytes = path.as_bytes();
    let is_s = |b: u8| crate::chars::is_s(mode, char::from(b));
    let dot = |b: u8| matches!(b, b'.' | b'%');
    // The first segment starts at 0.
    let mut found = bytes.first().is_some_and(|&b| dot(b));
    if bytes.len() > 16 {
        // Whether some byte of `next` is `.` or `%` and its byte in
        // `before` (the byte before it in the path) is `s`.
        let starts = |before: &[u8], next: &[u8]| {
            let mut found = 0;
            for (&b, &n) in before[..16].iter().zip(&next[..16]) {
                found |= u8::from(is_s(b)) & u8::from(dot(n));
            }
            found != 0
        };
        // The last block overlaps the one before it rather than leave a
        // rest.
        let mut at = 1;
        while !found && at < bytes.len() {
            let block = at.min(bytes.len() - 16);
            found = starts(&bytes[block - 1..], &bytes[block..]);
            at += 16;
        }
    } else {
        found = found || bytes.windows(2).any(|w| is_s(w[0]) && dot(w[1]));
    }
    found
        && (0..bytes.len()).any(|at| {
            let starts_segment = at == 0 || is_s(bytes[at - 1]);
            let len = || bytes[at..].iter().position(|&b| is_s(b));
            starts_segment
                && dot(bytes[at])
                && is_dotted(&path[at..len().map_or(path.len(), |n| at + n)])
        })
}

/// Whether the input `text`, whose tokens are `t`, certainly parses,
/// whatever its path, query and fragment hold: a web or file URL whose
/// authority is plain and whose host is kept as written
/// ([`plain_authority`]). Once the grammar has accepted those, nothing
/// after host processing can fail (percent-encoding and path normalisation
/// never do). `false` when the full pipeline must decide.
#[inline]
pub(crate) fn parses<I: Text>(text: &str, t: &UrlTokens<I>) -> bool {
    t.scheme.is_some() && plain_authority(text, t).is_some_and(|a| a.host_kept())
}

/// The hostname of the input `text`, whose tokens are `t`, when it
/// [`parses`]: its host as written, which host processing and
/// normalisation leave as they are.
pub(crate) fn plain_hostname<'t, I: Text>(text: &'t str, t: &UrlTokens<I>) -> Option<&'t str> {
    t.scheme.as_ref()?;
    let host = plain_authority(text, t).filter(|a| a.host_kept())?.host;
    if host.is_empty() {
        // A file URL's empty host, which is no slice of `text`.
        return Some("");
    }
    // The host's own text, with the lifetime of `text`.
    let start = text.offset_of(&host);
    text.get(start..start + host.len())
}

/// The href and positions of `text`, whose tokens are `t`, when `text` is
/// already normal; `None` when the full pipeline must decide.
pub(crate) fn normal_href<I: Text>(text: &str, t: &UrlTokens<I>) -> Option<(String, Positions)> {
    let n = normal(text, t)?;
    let href = if n.insert_root {
        let mut href = String::with_capacity(text.len() + 1);
        href.push_str(&text[..n.path_start]);
        href.push('/');
        href.push_str(&text[n.path_start..]);
        href
    } else if n.backslash {
        // `\\` is `s` in web and file mode, printed `/`; `/` and `\\` are
        // ASCII, so the rewrite keeps every offset.
        let mut href = text.as_bytes().to_vec();
        for b in &mut href[n.path_start..n.path_end] {
            if *b == b'\\' {
                *b = b'/';
            }
        }
        // Still UTF-8: one ASCII byte replaced by another.
        String::from_utf8(href).ok()?
    } else {
        text.to_owned()
    };
    Some((href, n.positions))
}

/// The positions of `text`, whose tokens are `t`, when `text` is already
/// its own href, byte for byte; `None` when the href would differ (or the
/// full pipeline must decide).
pub(crate) fn normal_as_is<I: Text>(text: &str, t: &UrlTokens<I>) -> Option<Positions> {
    normal(text, t)
        .filter(|n| !n.insert_root && !n.backslash)
        .map(|n| n.positions)
}

pub(crate) mod frontier;

#[cfg(test)]
mod tests;
