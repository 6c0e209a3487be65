//! What the walk and its checks share: the context they report in, and the
//! check of one component's characters.

#[allow(unused_imports)]
use crate::prelude::*;

use super::against::ValidationBase;
use super::sink::Sink;
use super::DiagnosticKind;
use crate::grammar::{Mode, Span};
use crate::table::{status, Column, Status};

/// What the walk needs to know besides the tokens.
pub(super) struct Ctx<'x, 's, 'a> {
    pub(super) mode: Mode,
    /// What a schemeless input is resolved against.
    pub(super) against: super::ValidationBase,
    /// The preprocessed text, which every span slices.
    pub(super) text: &'x str,
    /// A stand-in for host processing in tests; `None`: the real one,
    /// [`crate::host::process`].
    pub(super) process: Option<super::HostProcessor>,
    pub(super) sink: &'x mut Sink<'s, 'a>,
}

/// Checks the characters of one component: every `pct-invalid` part of the
/// lenient `pct-encoded-string`, and every character of its `uncoded` parts
/// whose status in `column` is R, T or F.
pub(super) fn component(cx: &mut Ctx<'_, '_, '_>, column: Column, span: Span<'_>) {
    component_but(cx, column, span, None)
}

/// [`component`], leaving characters of status `except` to another check.
///
/// The component is read as the lenient `pct-encoded-string` reads it:
/// `%` and two hex digits is a `pct-encoded-byte`, `%` with fewer is
/// `pct-invalid` (taking the one hex digit there is), anything else is
/// `uncoded`. Bytes that report nothing anywhere are skipped by a table.
pub(super) fn component_but(
    cx: &mut Ctx<'_, '_, '_>,
    column: Column,
    span: Span<'_>,
    except: Option<Status>,
) {
    let text = *span.fragment();
    let at = span.location_offset();
    // The standard does not look at the code points of a userinfo (it is
    // invalid as a whole), and judges those of a web or file host by
    // domain-to-ASCII.
    let units = match column {
        Column::Username | Column::Password => false,
        Column::OpaqueHost => !cx.mode.is_special(),
        _ => true,
    };
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if crate::chars::clean_byte(column, b[i]) {
            i += 1;
            continue;
        }
        if b[i] == b'%' {
            let len = crate::grammar::pct_len(&b[i..]);
            if len < 3 {
                cx.sink
                    .push_range(DiagnosticKind::PctInvalid, at + i..at + i + len);
            }
            i += len;
            continue;
        }
        // Only whole characters and ASCII bytes were skipped: `i` is at a
        // character.
        let Some(c) = text.get(i..).and_then(|t| t.chars().next()) else {
            return;
        };
        let status = status(column, c);
        let invalid = matches!(status, Status::Rejected | Status::Tolerated | Status::Fixed);
        let kind = if invalid {
            Some(DiagnosticKind::InvalidCharacter {
                column,
                status,
                char: c,
            })
        } else if units && !crate::chars::is_url_code_point(c) {
            Some(DiagnosticKind::InvalidUrlUnit(c))
        } else {
            None
        };
        if let Some(kind) = kind.filter(|_| Some(status) != except) {
            cx.sink.push_range(kind, at + i..at + i + c.len_utf8());
        }
        i += c.len_utf8();
    }
}

/// Whether a web URL of `scheme` is relative to the base: the base has the
/// same special scheme.
pub(super) fn same_scheme_as_base(cx: &Ctx<'_, '_, '_>, scheme: &str) -> bool {
    matches!(cx.against, ValidationBase::Base { scheme: Some(b), .. } if b.eq_ignore_ascii_case(scheme))
}
