//! The walk: parse with the grammar, recover from a failed authority, and
//! check every component of the tokens.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::character::complete::char;
use nom::combinator::opt;
use nom::sequence::{preceded, terminated};
use nom::Parser;

use super::authority::{auth_path_range, check_authority, salvage_authority, scheme_rules};
use super::ctx::{component, Ctx};
use super::sink::Sink;
use super::DiagnosticKind;
use crate::chars::{ascii_or, ends_authority, is_s};
use crate::grammar::tokens::{DriveToken, UrlTokens};
use crate::grammar::{self, prefix_len, split, Mode, Span};
use crate::source::Source;
use crate::table::Column;

/// Walks `source` in its own mode (or `fallback`), reporting to `sink`, and
/// hands back what `keep` makes of the grammar's tokens: a copy, so that a
/// parse can go on from them, or only what the caller needs
/// ([`super::is_valid`] keeps nothing).
pub(super) fn walk_then<'t, R>(
    source: &'t Source<'_>,
    fallback: Mode,
    against: super::ValidationBase,
    process: Option<super::HostProcessor>,
    sink: &mut Sink<'_, '_>,
    keep: impl FnOnce(&UrlTokens<Span<'t>>) -> R,
) -> Result<R, grammar::Error<Span<'t>>> {
    let text = source.span();
    let mut cx = Ctx {
        mode: fallback,
        against,
        text: source.text(),
        process,
        sink,
    };
    match grammar::tokenize_inline_then(text, fallback, |tokens| {
        // The input's own mode, which tokenizing selected.
        cx.mode = tokens.mode();
        let clean = super::clean::Context {
            text: cx.text,
            against: cx.against,
            real_host_processing: cx.process.is_none(),
        };
        if !super::clean::reports_nothing(&clean, tokens) {
            check_url(&mut cx, tokens, false);
        }
        keep(tokens)
    }) {
        Ok(kept) => Ok(kept),
        Err(e) => {
            cx.mode = Mode::sniff(source.text(), fallback);
            if let Some(tokens) = recover(&mut cx, text, &e) {
                check_url(&mut cx, &tokens, true);
            }
            Err(e)
        }
    }
}

/// After the grammar failed with `e`: checks what there is of the failed
/// authority, and reads the rest of the input as `url` would after an
/// authority, with the same combinators.
///
/// `url` fails only where it has committed to an authority, right after
/// the `s s` that follows the scheme (or starts a schemeless input).
fn recover<'t>(
    cx: &mut Ctx<'_, '_, '_>,
    text: Span<'t>,
    e: &grammar::Error<Span<'_>>,
) -> Option<UrlTokens<Span<'t>>> {
    let mode = cx.mode;
    let (i, scheme) = opt(terminated(|i| grammar::scheme(mode, i), char(':')))
        .parse(text)
        .unwrap_or((text, None));
    let ss = i
        .fragment()
        .chars()
        .take(2)
        .filter(|&c| is_s(mode, c))
        .count();
    if ss != 2 {
        // Not the one place the grammar commits: report, do not guess.
        let (kind, span) = super::authority::grammar_error(e);
        cx.sink.push(kind, span);
        return None;
    }
    let after_ss = split(i, 2).1;
    let extent = prefix_len(after_ss.fragment().as_bytes(), |b| {
        ascii_or(b, true, |c| !ends_authority(mode, c))
    });
    let (authority, rest) = split(after_ss, extent);
    salvage_authority(cx, authority, e);

    let (rest, drive) = match mode {
        Mode::File => drive_after_authority(mode, rest),
        _ => (rest, None),
    };
    let (rest, path) = grammar::path(mode, rest).ok()?;
    let (rest, query) = opt(preceded(char('?'), |i| grammar::query(mode, i)))
        .parse(rest)
        .ok()?;
    let (_, fragment) = opt(preceded(char('#'), |i| grammar::fragment(mode, i)))
        .parse(rest)
        .ok()?;
    Some(UrlTokens::without_authority(
        mode, scheme, drive, path, query, fragment,
    ))
}

/// `[ s drive ]` after the authority of a file URL.
fn drive_after_authority(mode: Mode, input: Span<'_>) -> (Span<'_>, Option<DriveToken<Span<'_>>>) {
    let found = preceded(
        |i| grammar::path_root(mode, i),
        |i| grammar::followed_drive(mode, i),
    )
    .parse(input);
    match found {
        Ok((rest, span)) => (rest, Some(DriveToken::new(span, false))),
        Err(_) => (input, None),
    }
}

/// Checks every component of `tokens`. `authority_failed` says that the
/// input had an authority that the grammar rejected (and the tokens have
/// none).
pub(super) fn check_url(
    cx: &mut Ctx<'_, '_, '_>,
    tokens: &UrlTokens<Span<'_>>,
    authority_failed: bool,
) {
    let host_ok = match &tokens.authority() {
        Some(a) => check_authority(cx, a),
        None => true,
    };
    if let Some(d) = tokens.drive() {
        if d.invalid() {
            cx.sink.push(DiagnosticKind::AuthDriveInvalid, d.span());
        }
        super::whatwg::check_drive(cx, d.span());
    }
    super::whatwg::check_url(cx, tokens);
    backslashes(cx, tokens);
    let path = tokens.path();
    let opaque = tokens.mode() == Mode::Generic
        && tokens.scheme().is_some()
        && tokens.authority().is_none()
        && !authority_failed
        && tokens.path_root().is_none();
    if opaque {
        // One opaque string: the `/` between "dirs" is part of it (class T).
        component(cx, Column::OpaquePath, path.dirs());
        if let Some(file) = path.file() {
            component(cx, Column::OpaquePath, file);
        }
    } else {
        for dir in path.dir_iter() {
            component(cx, Column::Segment, dir);
        }
        if let Some(file) = path.file() {
            component(cx, Column::Segment, file);
        }
    }
    if let Some(q) = tokens.query() {
        let column = if tokens.mode().is_special() {
            Column::SpecialQuery
        } else {
            Column::Query
        };
        component(cx, column, q);
    }
    if let Some(f) = tokens.fragment() {
        component(cx, Column::Fragment, f);
    }
    if !authority_failed && host_ok {
        scheme_rules(cx, tokens);
    }
}

/// Every `\` that the web or file grammar read as `s`. In those modes every
/// `\` of the `auth-path` is an `s` (no component of it may hold one), and
/// the `auth-path` runs from the scheme's `:` to the first `?` or `#`.
fn backslashes(cx: &mut Ctx<'_, '_, '_>, tokens: &UrlTokens<Span<'_>>) {
    if !is_s(cx.mode, '\\') {
        return;
    }
    let range = auth_path_range(cx, tokens);
    let start = range.start;
    let Some(auth_path) = cx.text.get(range) else {
        return;
    };
    for (i, _) in auth_path.match_indices('\\') {
        cx.sink
            .push_range(DiagnosticKind::Backslash, start + i..start + i + 1);
    }
}

#[cfg(test)]
mod tests;
