//! The shortcut for clean input: one pass over the tokens that decides
//! that the walk's checks ([`super::walk`]'s `check_url`) would report
//! nothing at all, so that they need not run.
//!
//! Most URLs met in practice are clean: a scheme, `//`, a lowercase ASCII
//! domain, and components of valid characters. Deciding that costs a table
//! look-up per byte, where the checks build a `pct-encoded-string` per
//! component, look each character up in [`crate::table`], and run host
//! processing through UTS #46. The decision is conservative: it answers
//! `false` for anything it does not know to be clean (a userinfo, an IPv6
//! address, a host that is not a plain ASCII domain, a schemeless input
//! that a base decides about, …), and then the checks run as before. So the
//! diagnostics do not depend on the shortcut; the unit tests below check
//! that over WPT, the URL lists and generated inputs, in every mode and at
//! every strictness.

#[allow(unused_imports)]
use crate::prelude::*;

use super::ValidationBase;
use crate::grammar::tokens::{AuthorityTokens, HostToken, UrlTokens};
use crate::grammar::{self, Mode, Text};
use crate::host::ends_in_a_number;
use crate::plain::plain_authority;

/// What the shortcut needs to know besides the tokens.
pub(super) struct Context<'x> {
    /// The preprocessed text, which every token slices.
    pub(super) text: &'x str,
    /// What a schemeless input is resolved against.
    pub(super) against: ValidationBase,
    /// Whether hosts go through [`crate::host::process`] (tests stand in
    /// for it, and take the walk).
    pub(super) real_host_processing: bool,
}

/// Whether the walk would report nothing for `source`: the grammar run over
/// the plain text (cheaper than over spans, which only diagnostics need),
/// then [`reports_nothing`]. The input's mode when it would.
pub(super) fn is_clean(text: &str, fallback: Mode, against: ValidationBase) -> Option<Mode> {
    let cx = Context {
        text,
        against,
        real_host_processing: true,
    };
    // `reports_nothing` runs out of line: it reads a copy, as
    // `tokenize_inline_then` asks.
    grammar::tokenize_inline_then(text, fallback, |tokens| {
        reports_nothing(&cx, &tokens.clone()).then_some(tokens.mode())
    })
    .ok()
    .flatten()
}
use crate::chars::clean_class::{HOST, PUNCT};
use crate::chars::{is_clean_in, CLEAN};
use crate::table::Column;

/// Whether the walk's checks of `tokens` (a whole input that the grammar
/// accepted) would report nothing. `false` when unsure.
pub(super) fn reports_nothing<I: Text>(cx: &Context<'_>, tokens: &UrlTokens<I>) -> bool {
    // Every token is a slice of the text.
    let at = |token: &I| cx.text.offset_of(&token.text());
    let mode = tokens.mode();
    let special = mode.is_special();
    // The rules of the whole URL: a scheme, or a reference that nothing
    // resolves.
    if tokens.scheme().is_none() && cx.against != ValidationBase::Reference {
        return false;
    }
    if special {
        // The shape every shortcut shares (`[scheme:]//` with nothing
        // between, no userinfo, no port on a file URL, a host but in a
        // file URL), and then the rule of validation's own: the host a
        // strictly valid domain (through the real `host::process` only:
        // tests that stand in for it take the walk).
        match plain_authority(cx.text, tokens) {
            Some(a) if a.host().is_empty() => {}
            Some(a) if cx.real_host_processing && plain_domain(a.host()) => {}
            Some(_) => return false,
            // A reference without an authority.
            None if tokens.authority().is_none() && tokens.scheme().is_none() => {}
            // Forcing completes (or fails) a web or file URL without one.
            None => return false,
        }
    } else if let Some(a) = &tokens.authority() {
        if !opaque_authority(a) {
            return false;
        }
    }
    if let Some(d) = tokens.drive() {
        // Its own `/` before it, and a `:`, not a `|`.
        let start = at(&d.span());
        let before = start.checked_sub(1).and_then(|i| cx.text.as_bytes().get(i));
        if d.invalid() || before != Some(&b'/') || !d.span().text().ends_with(':') {
            return false;
        }
    }
    // In web and file mode a `\` of the auth-path is a separator and
    // reported: the components below refuse one, the path-root must be `/`.
    if tokens.path_root().is_some_and(|r| r.text() != "/") {
        return false;
    }
    let path = tokens.path();
    let opaque = mode == Mode::Generic
        && tokens.scheme().is_some()
        && tokens.authority().is_none()
        && tokens.path_root().is_none();
    let path_clean = if opaque {
        component(Column::OpaquePath, path.dirs().text())
            && path
                .file()
                .is_none_or(|f| component(Column::OpaquePath, f.text()))
    } else {
        // `/`, the `s` that ends each dir, is clean as a segment's
        // character too (the grammar never puts it in one). The grammar
        // saw whether every byte is clean as it is.
        path.shape().is_clean()
            || component(Column::Segment, path.dirs().text())
                && path
                    .file()
                    .is_none_or(|f| component(Column::Segment, f.text()))
    };
    if !path_clean {
        return false;
    }
    let query = if special {
        Column::SpecialQuery
    } else {
        Column::Query
    };
    tokens.query().is_none_or(|q| component(query, q.text()))
        && tokens
            .fragment()
            .is_none_or(|f| component(Column::Fragment, f.text()))
}

/// A generic URL's authority whose checks report nothing: no userinfo,
/// and a host, if any, of valid characters.
fn opaque_authority<I: Text>(a: &AuthorityTokens<I>) -> bool {
    a.userinfo().is_none()
        && match a.host() {
            None => true,
            Some(HostToken::Opaque(span)) => component(Column::OpaqueHost, span.text()),
            Some(HostToken::Ip6 { .. }) => false,
        }
}

/// Whether host processing keeps `host` a domain (not an IPv4 address) and
/// strict domain-to-ASCII accepts it, as the ASCII that it is: letters,
/// digits, `-` and `.`; labels of 1 to 63 bytes that neither start nor end
/// with `-` and have no `--` in their third and fourth place (so no
/// `xn--`), 253 bytes at most; and not one that ends in a number
/// ([`ends_in_a_number`], the one test of which hosts are IPv4 addresses).
pub(crate) fn plain_domain(host: &str) -> bool {
    let b = host.as_bytes();
    if b.is_empty() || b.len() > 253 {
        return false;
    }
    // Most hosts: at most 63 bytes, all of them label bytes or dots, and
    // no `.` or `-` next to another, at the start or at the end. That is
    // decided without a branch per byte; the last label is then all that
    // is left to look at. Any other host is looked at label by label.
    let (mut all, mut punct, mut adjacent) = (HOST, PUNCT, 0);
    for &c in b {
        let class = CLEAN[c as usize];
        all &= class;
        adjacent |= punct & class;
        punct = class & PUNCT;
    }
    if all != 0 && adjacent | punct == 0 && b.len() <= 63 {
        return !ends_in_a_number(host);
    }
    by_labels(host)
}

/// [`plain_domain`] of a host of at most 253 bytes, label by label.
fn by_labels(host: &str) -> bool {
    let b = host.as_bytes();
    let label_ok = |label: &[u8]| match label {
        [] | [b'-', ..] | [.., b'-'] | [_, _, b'-', b'-', ..] => false,
        label => label.len() <= 63,
    };
    let mut start = 0;
    for (i, &c) in b.iter().enumerate() {
        if c == b'.' {
            if !label_ok(&b[start..i]) {
                return false;
            }
            start = i + 1;
        } else if CLEAN[c as usize] & HOST == 0 {
            return false;
        }
    }
    label_ok(&b[start..]) && !ends_in_a_number(host)
}

/// Whether the checks of one component report nothing: every `%` starts a
/// percent-encoded byte, and every other character is a URL code point
/// whose status in `column` is neither R, T nor F.
fn component(column: Column, text: &str) -> bool {
    let bit = 1 << column as u16;
    let b = text.as_bytes();
    if all(b, bit) {
        return true;
    }
    // A `%`, a character of more than one byte, or a bad one.
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if CLEAN[c as usize] & bit != 0 {
            i += 1;
        } else if c == b'%' {
            if !crate::grammar::starts_pct_encoded(&b[i..]) {
                return false;
            }
            i += 3;
        } else if c >= 0x80 {
            // A character of more than one byte: the slow, exact way.
            let Some(ch) = text.get(i..).and_then(|t| t.chars().next()) else {
                return false;
            };
            if !is_clean_in(column, ch) {
                return false;
            }
            i += ch.len_utf8();
        } else {
            return false;
        }
    }
    true
}

/// Whether every byte of `b` has `bit` in [`CLEAN`]. Without a branch per
/// byte: URLs are short, and nearly all of their bytes are clean.
fn all(b: &[u8], bit: u16) -> bool {
    b.iter().fold(bit, |acc, &c| acc & CLEAN[c as usize]) != 0
}

#[cfg(test)]
mod tests;
