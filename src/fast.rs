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

use crate::grammar::tokens::{HostToken, UrlTokens};
use crate::grammar::{Mode, Text};
use crate::host::ends_in_a_number;
use crate::normalise::{default_port, is_dotted};
use crate::pct_enc::is_encoded;
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
    if t.mode == Mode::Generic || t.drive.is_some() {
        return None;
    }
    let scheme = t.scheme.as_ref()?.text();
    if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        return None;
    }
    // By reference: the authority tokens are large.
    let a = t.authority.as_ref()?;
    let host_start = at(&a.span);
    if a.userinfo.is_some() || text.get(scheme.len()..host_start) != Some("://") {
        return None;
    }
    let host = match &a.host {
        // The grammar saw whether domain-to-ASCII would change the host.
        Some(HostToken::Opaque(h)) if a.plain_host => h.text(),
        // An empty file host stays empty; an empty web host is an error.
        None if t.mode == Mode::File => "",
        _ => return None,
    };
    if t.mode == Mode::File && (host == "localhost" || a.port.is_some()) {
        return None;
    }
    if t.mode == Mode::Web && host.is_empty() {
        return None;
    }
    // Host processing rewrites an IPv4 address.
    if is_ip4(host) {
        return None;
    }
    let port = match &a.port {
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
    let path_start = host_start + a.span.text().len();
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

/// Whether host processing reads `host` as an IPv4 address: it ends in a
/// number. A last label that ends in a letter past `f` (other than the `x`
/// of `0x`) is no number, so most hosts are decided by their last byte.
fn is_ip4(host: &str) -> bool {
    let last_is_word = matches!(host.as_bytes().last(), Some(b'g'..=b'w' | b'y' | b'z'));
    !last_is_word && ends_in_a_number(host)
}

/// Whether an input whose tokens are `t` certainly parses, whatever its
/// path, query and fragment hold: a web or file URL with an authority whose
/// host is a plain domain that is no IPv4 address. Once the grammar has
/// accepted those, nothing after host processing can fail (percent-encoding
/// and path normalisation never do), except what a file URL's authority
/// may not have. `false` when the full pipeline must decide.
pub(crate) fn parses<I: Text>(t: &UrlTokens<I>) -> bool {
    let Some(a) = &t.authority else {
        return false;
    };
    let host = match &a.host {
        Some(HostToken::Opaque(h)) if a.plain_host => h.text(),
        _ => return false,
    };
    match t.mode {
        Mode::Web => t.scheme.is_some() && !is_ip4(host),
        Mode::File => {
            t.scheme.is_some() && a.userinfo.is_none() && a.port.is_none() && !is_ip4(host)
        }
        Mode::Generic => false,
    }
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

#[cfg(test)]
mod tests;
