//! The authority: its components, host processing, what is left to check
//! when the grammar rejected it, and the scheme-based rules.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

use super::ctx::{component, component_but, same_scheme_as_base, Ctx};
use super::host::{check_host, check_ip4, check_ip6, ip6_issue};
use super::DiagnosticKind;
use crate::grammar::tokens::{AuthorityTokens, HostToken, UrlTokens, UserinfoTokens};
use crate::grammar::{self, empty_at, first, split, ErrorKind, Mode, Span};
use crate::host::{HostError, HostErrorKind};
use crate::model::{Host, UrlRef};
use crate::resolve::{forced_segment, ResolveErrorKind};
use crate::table::{status, Column, Status};

/// Checks an authority that the grammar accepted. Returns whether its host
/// passed host processing (or needed none).
pub(super) fn check_authority(cx: &mut Ctx<'_, '_, '_>, a: &AuthorityTokens<Span<'_>>) -> bool {
    if let Some(u) = &a.userinfo() {
        userinfo(cx, u);
    }
    match a.host() {
        Some(HostToken::Opaque(span)) if cx.mode.is_special() => {
            // The R characters of a web or file host are host processing's
            // to judge: after domain-to-ASCII, where NFC may have absorbed
            // them (`<` and U+0338); the T and F ones are still invalid.
            component_but(cx, Column::OpaqueHost, span, Some(Status::Rejected));
            process_host(cx, span)
        }
        Some(HostToken::Opaque(span)) => {
            component(cx, Column::OpaqueHost, span);
            true
        }
        // The loose and strict IPv6 grammars accept the same strings
        // (see grammar::ip6), so an accepted IPv6 address is strict for
        // the URL Specification; the standard also wants no leading zeros.
        Some(HostToken::Ip6 { ref address, .. }) => {
            check_ip6(cx, address);
            true
        }
        None => true,
    }
}

fn userinfo(cx: &mut Ctx<'_, '_, '_>, u: &UserinfoTokens<Span<'_>>) {
    cx.sink.push_range(DiagnosticKind::Userinfo, with_at(u));
    component(cx, Column::Username, u.username());
    if let Some(p) = u.password() {
        component(cx, Column::Password, p);
    }
}

/// The userinfo's range, with the `@` that ends it.
fn with_at(u: &UserinfoTokens<Span<'_>>) -> Range<usize> {
    let start = u.span().location_offset();
    start..start + u.span().fragment().len() + 1
}

/// Host processing of the opaque host of a web or file URL, and the strict
/// form of an IPv4 address. Returns whether processing succeeded.
fn process_host(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) -> bool {
    let raw = *span.fragment();
    let at = span.location_offset();
    if cx.process.is_none() && super::clean::plain_domain(raw) {
        // A domain that host processing keeps and strict domain-to-ASCII
        // accepts: nothing to report, and no UTS #46 to run.
        return true;
    }
    check_host(cx, span);
    let result = match cx.process {
        Some(stand_in) => stand_in(raw),
        None => crate::host::process(raw),
    };
    if matches!(
        result,
        Ok(Host::Ipv4(_))
            | Err(HostError {
                kind: HostErrorKind::InvalidIp4 | HostErrorKind::Ip4OutOfRange,
                ..
            })
    ) {
        check_ip4(cx, span);
    }
    match result {
        Err(e) => {
            let r = e
                .span
                .map(|s| s.range())
                .filter(|r| r.start <= r.end && r.end <= raw.len())
                .unwrap_or(0..raw.len());
            cx.sink
                .push_range(DiagnosticKind::Host(e.kind), at + r.start..at + r.end);
            false
        }
        Ok(h) => {
            // An IPv4 address not written in the strict form.
            if matches!(h, Host::Ipv4(_)) && !whole(grammar::ip4_address_strict(Mode::Web, span)) {
                cx.sink.push(DiagnosticKind::LooseIp4, span);
            }
            true
        }
    }
}

/// Whether a combinator matched all of its input.
fn whole<T>(r: grammar::IResult<Span<'_>, T>) -> bool {
    matches!(r, Ok((rest, _)) if rest.fragment().is_empty())
}

/// The diagnostic of a grammar error: an `R` character with the character
/// itself, anything else as [`DiagnosticKind::Syntax`].
pub(super) fn grammar_error<'t>(e: &grammar::Error<Span<'t>>) -> (DiagnosticKind, Span<'t>) {
    match (e.kind, first(&e.span)) {
        (ErrorKind::InvalidCharacter { column, status }, Some(c)) => (
            DiagnosticKind::InvalidCharacter {
                column,
                status,
                char: c,
            },
            e.span,
        ),
        (kind, _) => (DiagnosticKind::Syntax(kind), e.span),
    }
}

/// Checks what there is of an authority that the grammar rejected with
/// `e`: its userinfo, every rejected character of its host, its port. The
/// grammar stops at the first problem; this goes on to the end of the
/// authority's extent, with the same combinators. If it finds no error
/// (which would be a disagreement with the grammar), `e` is reported.
pub(super) fn salvage_authority(
    cx: &mut Ctx<'_, '_, '_>,
    authority: Span<'_>,
    e: &grammar::Error<Span<'_>>,
) {
    let before = cx.sink.error_count();
    // As in the grammar, the userinfo ends at the last `@`.
    let host_port = match authority.fragment().rfind('@') {
        Some(at) => {
            let (info, after) = split(authority, at);
            if let Ok((_, u)) = grammar::userinfo(cx.mode, info) {
                userinfo(cx, &u);
            }
            split(after, 1).1
        }
        None => authority,
    };
    salvage_host_port(cx, host_port);
    if cx.sink.error_count() == before {
        let (kind, span) = grammar_error(e);
        cx.sink.push(kind, span);
    }
}

fn salvage_host_port(cx: &mut Ctx<'_, '_, '_>, host_port: Span<'_>) {
    let mode = cx.mode;
    let text = *host_port.fragment();
    let after = if text.is_empty() || text.starts_with(':') {
        let kind = DiagnosticKind::Syntax(ErrorKind::MissingHost);
        cx.sink.push(kind, empty_at(host_port));
        host_port
    } else if text.starts_with('[') {
        match grammar::complete(
            grammar::host(mode, host_port),
            grammar::Rule::Host,
            host_port,
        ) {
            Ok((after, _)) => after,
            Err(e) => {
                let (kind, span) = grammar_error(&e);
                cx.sink.push(kind, span);
                // The standard's reason, for the text between the brackets.
                let inner = text.strip_prefix('[').unwrap_or(text);
                let inner = inner.split(']').next().unwrap_or("");
                if e.kind == ErrorKind::InvalidIp6 {
                    if let Some(issue) = ip6_issue(inner) {
                        cx.sink.push(DiagnosticKind::Ip6(issue), span);
                    }
                }
                return;
            }
        }
    } else {
        match salvage_opaque_host(cx, host_port) {
            Some(after) => after,
            None => return,
        }
    };
    match first(&after) {
        None => {}
        Some(':') => match port_after_colon(mode, after) {
            Ok((left, _)) => {
                if let Some(c) = first(&left) {
                    let kind = DiagnosticKind::Syntax(ErrorKind::InvalidPort);
                    cx.sink.push(kind, split(left, c.len_utf8()).0);
                }
            }
            Err(e) => {
                let (kind, span) = grammar_error(&e);
                cx.sink.push(kind, span);
            }
        },
        Some(c) => {
            let kind = DiagnosticKind::Syntax(ErrorKind::AfterHost);
            cx.sink.push(kind, split(after, c.len_utf8()).0);
        }
    }
}

/// The opaque host up to its port: runs of `opaque-host` checked as usual,
/// each rejected character between them reported. Returns what follows the
/// host, or `None` when something other than a rejected character stopped
/// it (reported as [`ErrorKind::AfterHost`]).
fn salvage_opaque_host<'t>(cx: &mut Ctx<'_, '_, '_>, host: Span<'t>) -> Option<Span<'t>> {
    let mut rest = host;
    loop {
        if let Ok((r, run)) = grammar::opaque_host(cx.mode, rest) {
            component(cx, Column::OpaqueHost, run);
            rest = r;
        }
        let c = match first(&rest) {
            None | Some(':') => return Some(rest),
            Some(c) => c,
        };
        let (bad, r) = split(rest, c.len_utf8());
        let status = status(Column::OpaqueHost, c);
        if status != Status::Rejected {
            cx.sink
                .push(DiagnosticKind::Syntax(ErrorKind::AfterHost), bad);
            return None;
        }
        let kind = DiagnosticKind::InvalidCharacter {
            column: Column::OpaqueHost,
            status,
            char: c,
        };
        cx.sink.push(kind, bad);
        rest = r;
    }
}

/// "Scheme-Based Authority Validation", as forcing applies it to a web or
/// file URL: a file URL has no userinfo and no port; a web URL without a
/// host takes one from its first nonempty segment, or fails; either is
/// completed when its authority is missing.
pub(super) fn scheme_rules(cx: &mut Ctx<'_, '_, '_>, tokens: &UrlTokens<Span<'_>>) {
    if tokens.scheme().is_none() {
        return;
    }
    match (cx.mode, &tokens.authority()) {
        (Mode::File, None) => {
            let range = auth_path_range(cx, tokens);
            cx.sink.push_range(DiagnosticKind::Forced, range);
        }
        (Mode::File, Some(a)) => file_authority(cx, a),
        (Mode::Web, a) if a.as_ref().is_none_or(|a| a.host().is_none()) => {
            // Of the base's scheme and without `s s`, it is relative to the
            // base: nothing is forced, and nothing fails.
            let relative = tokens.scheme().is_some_and(|s| {
                let after = s.location_offset() + s.fragment().len() + 1;
                let ss = cx.text.get(after..).unwrap_or("").chars().take(2);
                same_scheme_as_base(cx, s.fragment())
                    && ss.filter(|&c| crate::chars::is_s(Mode::Web, c)).count() < 2
            });
            force_web(cx, tokens, tokens, relative);
        }
        _ => {}
    }
}

/// A web URL without a host takes one from its first nonempty segment, or
/// fails: reported at that segment. `model` is what is forced: `tokens`,
/// or the same with the base's scheme.
pub(super) fn force_web(
    cx: &mut Ctx<'_, '_, '_>,
    tokens: &UrlTokens<Span<'_>>,
    model: &UrlTokens<Span<'_>>,
    relative: bool,
) {
    let path = tokens.path();
    let segment = forced_segment(path.dir_iter(), path.file(), |d| d.fragment().is_empty())
        .map(|(_, segment)| segment);
    let range = match segment {
        Some(s) => s.location_offset()..s.location_offset() + s.fragment().len(),
        None => auth_path_range(cx, tokens),
    };
    let kind = match UrlRef::from_tokens(model).force() {
        Ok(_) => DiagnosticKind::Forced,
        Err(_) if relative => DiagnosticKind::Forced,
        Err(e) => match e.kind {
            ResolveErrorKind::Host(k) => DiagnosticKind::Host(k),
            k => DiagnosticKind::Resolve(k),
        },
    };
    cx.sink.push_range(kind, range.clone());
    // The standard's reason for an IPv6 address that the forced authority
    // does not hold.
    if kind == DiagnosticKind::Resolve(ResolveErrorKind::InvalidAuthority(ErrorKind::InvalidIp6)) {
        let text = segment.map_or("", |s| *s.fragment());
        let inner = text.strip_prefix('[').and_then(|t| t.split(']').next());
        if let Some(issue) = inner.and_then(ip6_issue) {
            cx.sink.push_range(DiagnosticKind::Ip6(issue), range);
        }
    }
}

/// A file URL has no userinfo and no port.
pub(super) fn file_authority(cx: &mut Ctx<'_, '_, '_>, a: &AuthorityTokens<Span<'_>>) {
    if let Some(u) = &a.userinfo() {
        let kind = DiagnosticKind::Resolve(ResolveErrorKind::FileUserinfo);
        cx.sink.push_range(kind, with_at(u));
    }
    if let Some(p) = &a.port() {
        let kind = DiagnosticKind::Resolve(ResolveErrorKind::FilePort);
        let start = p.span().location_offset();
        cx.sink
            .push_range(kind, start - 1..start + p.span().fragment().len());
    }
}

/// The `auth-path` (or `path`): from the scheme's `:` to the first `?` or
/// `#`, or the end.
pub(super) fn auth_path_range(cx: &Ctx<'_, '_, '_>, tokens: &UrlTokens<Span<'_>>) -> Range<usize> {
    let start = tokens
        .scheme()
        .map_or(0, |s| s.location_offset() + s.fragment().len() + 1);
    let end = tokens
        .query()
        .or(tokens.fragment())
        .map_or(cx.text.len(), |s| s.location_offset() - 1);
    start.min(end)..end
}

/// `port` after the `:` that starts `after`.
fn port_after_colon<'a>(
    mode: Mode,
    after: Span<'a>,
) -> Result<(Span<'a>, grammar::tokens::PortToken<Span<'a>>), grammar::Error<Span<'a>>> {
    let i = split(after, 1).1;
    grammar::complete(grammar::port(mode, i), grammar::Rule::Port, i)
}
