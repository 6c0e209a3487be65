//! The shape of most URLs, on which the basic URL parser reports nothing,
//! decided in one pass without the walk.
//!
//! Not the shortcuts' shared reading of the tokens (`crate::plain`), on
//! purpose: what it decides is another rule (the URL Standard's parser
//! reports nothing, not "the pipeline would change nothing"), and it must
//! read the input before preprocessing, whose tabs, newlines and outer
//! spaces the parser reports and the tokens no longer show. Its host rule
//! is validation's own, [`plain_domain`].

use crate::chars::ends_authority;
use crate::chars::walk_class::FRAGMENT;
use crate::chars::WALK_PLAIN as PLAIN;
use crate::grammar::{port_value, starts_pct_encoded, Mode};
use crate::validate::plain_domain;

/// Whether `input` has the shape of most URLs, on which the parser reports
/// nothing, decided in one pass over its bytes: a special scheme followed
/// by `//`, a host that is a plain ASCII domain ([`plain_domain`]: strict
/// domain-to-ASCII keeps it, it does not end in a number) with an optional
/// port of digits below 2¹⁶ (for `file`, an empty host or a plain domain
/// and no port), then only ASCII URL code points and percent-encoded
/// bytes. Whatever the base: a special
/// scheme followed by `//` reads its authority alike with or without one.
/// Anything else (preprocessing to do, a userinfo, brackets, a `\`, a
/// code point beyond ASCII) is left to the walk.
pub(super) fn reports_nothing(input: &str) -> bool {
    let b = input.as_bytes();
    let Some(colon) = b.iter().take(6).position(|&c| c == b':') else {
        return false;
    };
    let mode = Mode::of_scheme(&input[..colon]);
    let (special, file) = (mode.is_special(), mode == Mode::File);
    if !special || b.get(colon + 1..colon + 3) != Some(b"//") {
        return false;
    }
    let start = colon + 3;
    let end = b[start..]
        .iter()
        // The grammar's end of an authority; a `\` is left to the walk.
        .position(|&c| ends_authority(Mode::Generic, char::from(c)))
        .map_or(b.len(), |i| start + i);
    let authority = &input[start..end];
    if file {
        // A file URL's host runs to the path, `:` and all; it may be empty.
        if !authority.is_empty() && !plain_domain(authority) {
            return false;
        }
    } else {
        let (host, port) = match authority.find(':') {
            Some(i) => (&authority[..i], &authority[i + 1..]),
            None => (authority, ""),
        };
        let port_ok = port.bytes().all(|c| c.is_ascii_digit()) && port_value(port).is_some();
        if !port_ok || !plain_domain(host) {
            return false;
        }
    }
    let rest = &b[end..];
    let mut i = 0;
    while i < rest.len() {
        let c = rest[i];
        if PLAIN[c as usize] & FRAGMENT != 0 {
            i += 1;
        } else if starts_pct_encoded(&rest[i..]) {
            i += 3;
        } else {
            return false;
        }
    }
    true
}
