//! `specurl parse --validation-errors`: the URL Standard's validation
//! errors as its basic URL parser reports them
//! ([`specurl::ValidatedUrl::whatwg_errors`]), each with carets under its
//! span, and `whatwg_errors: [{name, span}]` in JSON.

use serde::Serialize;
use specurl::validate::Severity;
use specurl::ValidatedUrl;

use super::{json, render, Cx, Outcome, Problem};

/// One validation error: `{"name", "span": [start, end]}`.
#[derive(Serialize)]
pub(crate) struct Named {
    name: &'static str,
    span: [usize; 2],
}

/// The errors of `p`, in the parser's order.
pub(crate) fn list(p: &ValidatedUrl) -> Vec<Named> {
    p.whatwg_error_ranges()
        .map(|(name, range)| Named {
            name,
            span: json::span(&range),
        })
        .collect()
}

/// The errors rendered as warnings with carets, then a count.
pub(crate) fn text(cx: &Cx, input: &str, list: &[Named]) -> String {
    let notes: Vec<render::Note<'_>> = list
        .iter()
        .map(|e| {
            let (title, help) = describe(e.name);
            render::Note {
                severity: Severity::Warning,
                id: e.name,
                title,
                source: input,
                origin: cx.origin,
                range: Some(e.span[0]..e.span[1]),
                label: "here",
                help,
            }
        })
        .collect();
    let mut s = render::notes(&notes, cx.colour_out);
    let n = list.len();
    s += &format!(
        "{n} validation error{} (the URL Standard's basic URL parser)\n",
        if n == 1 { "" } else { "s" }
    );
    s
}

/// `{"input", "error", "whatwg_errors"}` for an input that fails.
#[derive(Serialize)]
struct Failed<'a> {
    #[serde(flatten)]
    failed: json::Failed<'a>,
    whatwg_errors: &'a [Named],
}

/// The failure `problem` of `input` with the parser's errors: in JSON one
/// line with both; as text, the errors on stdout and the failure on
/// stderr.
pub(crate) fn failure(cx: &Cx, input: &str, problem: &Problem<'_>, list: &[Named]) -> Outcome {
    if cx.json {
        let out = Failed {
            failed: problem.failed(input),
            whatwg_errors: list,
        };
        return Outcome {
            stdout: json::line(&out),
            ..Outcome::default()
        };
    }
    Outcome {
        stdout: cx.header(input) + &text(cx, input, list),
        ..problem.outcome(cx, input)
    }
}

/// What each validation error means, and what to do about it, after the
/// URL Standard's table of validation errors.
fn describe(name: &str) -> (&'static str, &'static str) {
    match name {
        "invalid-URL-unit" => (
            "a code point that is not a URL unit",
            "percent-encode it (a `%` must start `%` and two hex digits); leading and trailing C0 controls and spaces, tabs and newlines are removed",
        ),
        "special-scheme-missing-following-solidus" => (
            "a special scheme is not followed by `//`",
            "write the scheme's `:` followed by exactly `//`",
        ),
        "missing-scheme-non-relative-URL" => (
            "the input has no scheme, and there is no base it could be relative to",
            "write an absolute URL, or give a base (one without an opaque path, unless the input is a fragment)",
        ),
        "invalid-reverse-solidus" => (
            "a `\\` where a special URL has a `/`",
            "write `/`",
        ),
        "invalid-credentials" => (
            "the URL has credentials (a userinfo before `@`)",
            "leave the username and password out of the URL",
        ),
        "host-missing" => ("a special URL, or a port, without a host", "write a host"),
        "port-out-of-range" => ("the port is above 65535", "write a port from 0 to 65535"),
        "port-invalid" => ("the port is not a number", "write the port in ASCII digits"),
        "file-invalid-Windows-drive-letter" => (
            "a Windows drive letter in a URL relative to a file URL",
            "write the drive letter after `file:///`",
        ),
        "file-invalid-Windows-drive-letter-host" => (
            "a Windows drive letter as the host of a file URL",
            "write the drive letter after `file:///`, as the path's first segment",
        ),
        "domain-to-ASCII" => (
            "domain-to-ASCII fails on the host (or fails when strict)",
            "write a valid domain: labels of letters, digits and hyphens, none empty",
        ),
        "domain-invalid-code-point" => (
            "the domain holds a forbidden domain code point",
            "remove it, or percent-encode nothing in the host",
        ),
        "domain-percent-encoded" => (
            "the domain is percent-encoded",
            "write the host without percent-encoding",
        ),
        "host-invalid-code-point" => (
            "the opaque host holds a forbidden host code point",
            "remove it or percent-encode it",
        ),
        "IPv4-empty-part" => ("an IPv4 address ends with `.`", "remove the trailing `.`"),
        "IPv4-too-many-parts" => (
            "an IPv4 address has more than four parts",
            "write four decimal numbers",
        ),
        "IPv4-non-numeric-part" => (
            "a part of an IPv4 address is not a number",
            "write four decimal numbers, or a domain that does not end in a number",
        ),
        "IPv4-non-decimal-part" => (
            "a part of an IPv4 address is octal or hexadecimal",
            "write it in decimal, without leading zeros",
        ),
        "IPv4-out-of-range-part" => (
            "a part of an IPv4 address is above 255",
            "write four numbers from 0 to 255",
        ),
        "IPv4-too-few-parts" => (
            "an IPv4 address has fewer than four parts",
            "write four decimal numbers",
        ),
        "IPv4-non-ASCII-input" => (
            "an IPv4 address is written with code points that are not ASCII",
            "write it in ASCII digits",
        ),
        "IPv6-unclosed" => ("an IPv6 address has no closing `]`", "close it with `]`"),
        "IPv6-invalid-compression" => (
            "an IPv6 address starts with a single `:`",
            "start it with `::` or a piece",
        ),
        "IPv6-too-many-pieces" => (
            "an IPv6 address has more than eight pieces",
            "write eight pieces, or fewer with `::`",
        ),
        "IPv6-multiple-compression" => (
            "an IPv6 address has more than one `::`",
            "keep one `::`",
        ),
        "IPv6-invalid-code-point" => (
            "a code point that is not part of an IPv6 address",
            "write pieces of one to four hex digits separated by `:`",
        ),
        "IPv6-too-few-pieces" => (
            "an IPv6 address has fewer than eight pieces and no `::`",
            "write eight pieces, or use `::`",
        ),
        "IPv6-piece-leading-zero" => (
            "a piece of an IPv6 address has a leading zero",
            "remove the leading zeros",
        ),
        "IPv4-in-IPv6-too-many-pieces" => (
            "an IPv4 address in an IPv6 address follows more than six pieces",
            "write at most six pieces before the IPv4 address",
        ),
        "IPv4-in-IPv6-invalid-code-point" => (
            "an IPv4 address in an IPv6 address is not four decimal numbers separated by `.`",
            "write four decimal numbers without leading zeros",
        ),
        "IPv4-in-IPv6-out-of-range-part" => (
            "a part of an IPv4 address in an IPv6 address is above 255",
            "write numbers from 0 to 255",
        ),
        "IPv4-in-IPv6-too-few-parts" => (
            "an IPv4 address in an IPv6 address has fewer than four parts",
            "write four decimal numbers",
        ),
        _ => ("a validation error", "see the URL Standard's table of validation errors"),
    }
}
