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

use alloc::borrow::Cow;

use crate::grammar::tokens::UrlTokens;
use crate::grammar::{Mode, Text};
use crate::normalise::{is_dotted, port_written_normal};
use crate::plain::plain_authority;
use crate::print::Positions;

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
#[inline(always)]
pub(crate) fn normal<I: Text>(text: &str, t: &UrlTokens<I>) -> Option<Normal> {
    normal_with(text, t, None)
}

/// [`normal`], for a `text` that may lack its scheme (`//host/path`, a
/// scheme-relative reference), whose href is then `scheme`, `:` and the
/// text: the positions are those of that href.
#[inline(always)]
pub(crate) fn normal_with<I: Text>(
    text: &str,
    t: &UrlTokens<I>,
    scheme: Option<&str>,
) -> Option<Normal> {
    if t.drive().is_some() {
        return None;
    }
    // The shape every shortcut shares, then what only normal form asks:
    // the host, scheme and port as normalisation prints them.
    let a = plain_authority(text, t)?;
    let (scheme, prefix) = match (a.scheme(), scheme) {
        (Some(written), _) => (written, 0),
        (None, Some(base)) => (base, base.len() + 1),
        (None, None) => return None,
    };
    if !a.host_kept() || scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        return None;
    }
    let (host, host_start) = (a.host(), a.host_start);
    let port = match a.port {
        None => None,
        Some(p) => {
            let value = p.number()?;
            if !port_written_normal(scheme, p.span().text().as_bytes(), value) {
                return None;
            }
            Some(value)
        }
    };
    let path_start = a.end;
    let tail = normal_tail(text, t, path_start)?;
    // An empty path becomes `/`; a non-empty one starts with the path-root.
    let insert_root = tail.path_end == path_start;
    if !insert_root && t.path_root().is_none() || tail.dotted {
        return None;
    }
    let shift = prefix + usize::from(insert_root);
    let positions = Positions {
        scheme_end: scheme.len(),
        username_start: prefix + host_start,
        username_end: prefix + host_start,
        host_start: prefix + host_start,
        host_end: prefix + host_start + host.len(),
        port,
        path_start: prefix + path_start,
        query_start: tail.query_start.map(|q| q + shift),
        fragment_start: tail.fragment_start.map(|f| f + shift),
    };
    Some(Normal {
        path_start,
        path_end: tail.path_end,
        insert_root,
        backslash: tail.backslash,
        positions,
    })
}

/// What [`normal_tail`] found of a path, query and fragment.
pub(crate) struct Tail {
    /// Where the path ends in the text (the query's `?`, the fragment's
    /// `#`, or the end).
    pub(crate) path_end: usize,
    /// Where the query's `?` is in the text.
    pub(crate) query_start: Option<usize>,
    /// Where the fragment's `#` is in the text.
    pub(crate) fragment_start: Option<usize>,
    /// Whether a `\\` separates segments (printed `/`).
    pub(crate) backslash: bool,
    /// Whether some segment is dotted (which normalisation removes or
    /// resolves).
    pub(crate) dotted: bool,
}

/// The "already normal" rule for what follows the authority, written once
/// for the fast paths of [`crate::Url::parse`] and [`crate::Url::join`]:
/// the path of `text` (from `path_start`, tokens `t`, in web or file mode)
/// has nothing to percent-encode, and its query and fragment nothing that
/// a special URL's normal form encodes. Whether a segment is dotted is
/// told, not refused: the absolute path refuses it, the join removes the
/// plain `.` and `..`. `None` when something is not normal.
#[inline(always)]
pub(crate) fn normal_tail<I: Text>(
    text: &str,
    t: &UrlTokens<I>,
    path_start: usize,
) -> Option<Tail> {
    // Every token is a slice of `text`; the path ends where the grammar
    // read the query or the fragment.
    let at = |token: &I| text.offset_of(&token.text());
    let path_end = crate::print::path_end(
        t.query().as_ref().map(|q| at(q) - 1),
        t.fragment().as_ref().map(|f| at(f) - 1),
        text.len(),
    );
    let path = &text[path_start..path_end];
    // The grammar noted what it saw of the path's bytes; the query and
    // fragment are read as the frontier reads them.
    let shape = t.path().shape();
    if shape.needs_encoding() {
        return None;
    }
    let (query_start, fragment_start) = frontier::query_and_fragment(text.as_bytes(), path_end)?;
    Some(Tail {
        path_end,
        query_start,
        fragment_start,
        backslash: shape.has_backslash() || path.starts_with('\\'),
        dotted: shape.may_be_dotted() && has_dotted_segment(t.mode(), path),
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
    t.scheme().is_some() && plain_authority(text, t).is_some_and(|a| a.host_kept())
}

/// The hostname of the input `text`, whose tokens are `t`, when it
/// [`parses`]: its host as written, which host processing and
/// normalisation leave as they are.
pub(crate) fn plain_hostname<'t, I: Text>(text: &'t str, t: &UrlTokens<I>) -> Option<&'t str> {
    t.scheme().as_ref()?;
    let a = plain_authority(text, t).filter(|a| a.host_kept())?;
    let host = a.host();
    if host.is_empty() {
        // A file URL's empty host, which is no slice of `text`.
        return Some("");
    }
    // The host's own text, with the lifetime of `text`.
    let start = text.offset_of(&host);
    text.get(start..start + host.len())
}

/// The href and positions of `text`, whose tokens are `t`, when it is
/// already normal; `None` when the full pipeline must decide. The href is
/// `borrowed` (the caller's own copy of `text`, when there is one) where
/// `text` is already its own href, byte for byte.
pub(crate) fn normal_href<'a, I: Text>(
    text: &str,
    borrowed: Option<&'a str>,
    t: &UrlTokens<I>,
) -> Option<(Cow<'a, str>, Positions)> {
    let n = normal(text, t)?;
    match borrowed {
        Some(text) if !n.insert_root && !n.backslash => Some((Cow::Borrowed(text), n.positions)),
        _ => normal_href_with("", text, n).map(|(href, pos)| (Cow::Owned(href), pos)),
    }
}

/// The href that `n` says how to make of `text`, after `scheme` and `:`
/// when `scheme` is not empty (a scheme-relative reference's base scheme,
/// which [`normal_with`] counted in the positions).
pub(crate) fn normal_href_with(scheme: &str, text: &str, n: Normal) -> Option<(String, Positions)> {
    let mut href = String::with_capacity(scheme.len() + 1 + text.len() + 1);
    if !scheme.is_empty() {
        href.push_str(scheme);
        href.push(':');
    }
    if n.insert_root {
        frontier::push_rooted(&mut href, text, n.path_start);
    } else if n.backslash {
        // `\\` is `s` in web and file mode, printed `/`; `/` and `\\` are
        // ASCII, so the rewrite keeps every offset.
        href.push_str(&text[..n.path_start]);
        href.extend(
            text[n.path_start..n.path_end]
                .chars()
                .map(|c| if c == '\\' { '/' } else { c }),
        );
        href.push_str(&text[n.path_end..]);
    } else {
        href.push_str(text);
    }
    Some((href, n.positions))
}

pub(crate) mod frontier;
pub(crate) mod join;

#[cfg(test)]
mod tests;
