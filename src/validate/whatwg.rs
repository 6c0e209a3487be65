//! The URL Standard's profile: what "URL writing" asks of a *valid URL
//! string* beyond the URL Specification's strict rules, found on the grammar's tokens
//! and with host processing.
//!
//! The URL Specification's grammar already splits the string as the standard's writing
//! rules do (scheme, `//` authority, path, `?` query, `#` fragment), so the
//! standard's rules are checks on its tokens:
//!
//! - every code point of a component is a *URL code point* or the `%` of
//!   a percent-encoded byte ([`is_url_code_point`]; the walk reports the
//!   others, [`DiagnosticKind::InvalidUrlUnit`] where the URL Specification's table has
//!   no objection of its own);
//! - the host of a web or file URL is a *valid domain* (domain-to-ASCII
//!   with *beStrict* true, [`domain_is_strictly_valid`](super::host::domain_is_strictly_valid)), a strict IPv4
//!   address, or an IPv6 address without leading zeros in its pieces;
//! - a relative reference is valid only against a base, and against a base
//!   with an opaque path only as a fragment.

#[allow(unused_imports)]
use crate::prelude::*;

use super::ctx::{same_scheme_as_base, Ctx};
use super::{DiagnosticKind, ValidationBase};
use crate::chars::is_url_code_point;
use crate::grammar::tokens::UrlTokens;
use crate::grammar::{Mode, Span};

/// What the standard asks of the URL as a whole: a scheme, unless there
/// is a base that a relative reference of this shape can be resolved
/// against; and a host for a web URL written `//`.
pub(super) fn check_url(cx: &mut Ctx<'_, '_, '_>, tokens: &UrlTokens<Span<'_>>) {
    if let Some(d) = tokens.drive().filter(|d| d.invalid()) {
        drive_letter(cx, d.span());
    }
    if let Some(scheme) = tokens.scheme() {
        if cx.mode.is_special() {
            solidus(cx, scheme);
        }
        return;
    }
    let text = cx.text;
    let missing = match cx.against {
        ValidationBase::Reference => false,
        ValidationBase::NoBase => true,
        ValidationBase::Base { opaque_path, .. } => opaque_path && !text.starts_with('#'),
    };
    if missing {
        cx.sink.push_range(DiagnosticKind::MissingScheme, 0..0);
        return;
    }
    // A scheme-relative web or file URL takes its scheme from the base, and
    // the rules of its scheme: a web URL needs a host as much as `http://`
    // does, a file URL has no userinfo and no port.
    let based = matches!(cx.against, ValidationBase::Base { .. });
    match (&tokens.authority(), cx.mode) {
        (Some(a), Mode::Web) if based && a.host().is_none() => {
            // The standard skips further slashes before the host.
            let at = a.span().location_offset();
            let after = cx.text.get(at..).unwrap_or("");
            let run = after
                .bytes()
                .take_while(|&b| b == b'/' || b == b'\\')
                .count();
            if run > 0 {
                cx.sink
                    .push_range(DiagnosticKind::MissingSolidus, at..at + run);
            }
            // The host is then the first nonempty segment, as when
            // forcing `http:///h`.
            if let ValidationBase::Base {
                scheme: Some(scheme),
                ..
            } = cx.against
            {
                let model = tokens.clone().with_scheme(Some(Span::new(scheme)));
                super::authority::force_web(cx, tokens, &model, false);
            }
        }
        (Some(a), Mode::File) if based => super::authority::file_authority(cx, a),
        _ => {}
    }
}

/// Every code point of a drive letter that is not a URL code point: the
/// `|` of `C|`, which the URL Specification accepts and the standard does not.
pub(super) fn check_drive(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    let at = span.location_offset();
    for (i, c) in span.fragment().char_indices() {
        if !is_url_code_point(c) {
            cx.sink.push_range(
                DiagnosticKind::InvalidUrlUnit(c),
                at + i..at + i + c.len_utf8(),
            );
        }
    }
}

/// `special-scheme-missing-following-solidus`: the scheme of a web or file
/// URL not followed by exactly `//`. A web URL's extra slashes, `/` or
/// `\`, are each one more; a web URL of the base's scheme without `//` is
/// relative, and only the missing `//` counts.
fn solidus(cx: &mut Ctx<'_, '_, '_>, scheme: Span<'_>) {
    let start = scheme.location_offset() + scheme.fragment().len() + 1;
    let after = cx.text.get(start..).unwrap_or("");
    let slashes = after.starts_with("//");
    let run_from = |from: usize| {
        let run = after[from..]
            .bytes()
            .take_while(|&b| b == b'/' || b == b'\\')
            .count();
        start + from..start + from + run
    };
    let bad = match (cx.mode, slashes) {
        (Mode::File, true) => None,
        (Mode::File, false) => Some(start..start),
        (_, true) => Some(run_from(2)).filter(|r| !r.is_empty()),
        (_, false) if same_scheme_as_base(cx, scheme.fragment()) => Some(start..start),
        (_, false) => Some(run_from(0)),
    };
    if let Some(r) = bad {
        cx.sink.push_range(DiagnosticKind::MissingSolidus, r);
    }
}

/// An `auth-drive-invalid` drive, as the standard names it: where it reads
/// a host (after `//`), or a path against a file base that starts with a
/// drive letter.
fn drive_letter(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    let at = span.location_offset();
    let before = cx.text.get(..at).unwrap_or("");
    let host = before.ends_with("//")
        || before.ends_with("\\\\")
        || before.ends_with("/\\")
        || before.ends_with("\\/");
    let file_base = matches!(
        cx.against,
        ValidationBase::Base {
            scheme: Some("file"),
            ..
        }
    );
    if host || file_base {
        cx.sink
            .push(DiagnosticKind::WindowsDriveLetter { host }, span);
    }
}
