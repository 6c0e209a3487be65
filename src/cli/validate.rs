//! `specurl validate`: every diagnostic, rendered as rustc renders errors,
//! then a summary line.

use std::fmt::Write as _;
use std::ops::Range;

use serde::Serialize;
use specurl::grammar::Mode;
use specurl::validate::{Diagnostic, DiagnosticKind, Severity, Strictness};

use super::args::ModeArg;
use super::{help, json, render, Command, Cx, Outcome, Problem};

/// Validation at a strictness, with a mode for schemeless inputs.
pub(crate) struct Validate {
    strictness: Strictness,
    mode: Mode,
}

impl Validate {
    pub(crate) fn new(strict: bool, mode: ModeArg) -> Self {
        let strictness = if strict {
            Strictness::Strict
        } else {
            Strictness::Lenient
        };
        Validate {
            strictness,
            mode: mode.into(),
        }
    }
}

/// `{"input", "valid", "strictness", "mode", "errors", "warnings",
/// "diagnostics"}`.
#[derive(Serialize)]
struct Json<'a> {
    input: &'a str,
    valid: bool,
    strictness: &'a str,
    mode: &'a str,
    errors: usize,
    warnings: usize,
    diagnostics: Vec<Finding>,
}

/// One diagnostic; `span` is what the carets mark.
#[derive(Serialize)]
struct Finding {
    severity: &'static str,
    kind: String,
    message: String,
    help: String,
    span: [usize; 2],
    #[serde(skip)]
    label: &'static str,
}

impl Command for Validate {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let v = specurl::validate(input, self.mode, self.strictness);
        let findings = v.diagnostics().iter().map(|d| finding(d, input)).collect();
        self.report(cx, input, v.mode(), findings)
    }

    fn not_utf8(&self, cx: &Cx, lossy: &str, bad: Range<usize>, bytes: &[u8]) -> Outcome {
        let p = Problem::not_utf8(bad, bytes);
        let finding = Finding {
            severity: Severity::Error.name(),
            kind: p.id,
            message: p.message,
            help: p.help,
            span: p.range.as_ref().map_or([0, 0], json::span),
            label: p.label,
        };
        self.report(cx, lossy, self.mode, vec![finding])
    }

    fn blocks(&self) -> bool {
        false
    }
}

impl Validate {
    fn report(&self, cx: &Cx, input: &str, mode: Mode, diagnostics: Vec<Finding>) -> Outcome {
        let count = |s: Severity| {
            diagnostics
                .iter()
                .filter(|f| f.severity == s.name())
                .count()
        };
        let (errors, warnings) = (count(Severity::Error), count(Severity::Warning));
        let out = Json {
            input,
            valid: errors == 0,
            strictness: self.strictness.name(),
            mode: mode.name(),
            errors,
            warnings,
            diagnostics,
        };
        cx.report(&out, out.valid, |out| text(cx, out))
    }
}

/// The diagnostics rendered, then `valid: 0 errors, 1 warning (lenient,
/// web mode)`, after the input's place in a batch.
fn text(cx: &Cx, out: &Json<'_>) -> String {
    let notes: Vec<render::Note<'_>> = out
        .diagnostics
        .iter()
        .map(|f| render::Note {
            severity: if f.severity == Severity::Error.name() {
                Severity::Error
            } else {
                Severity::Warning
            },
            id: &f.kind,
            title: &f.message,
            source: out.input,
            origin: cx.origin,
            range: Some(f.span[0]..f.span[1]),
            label: f.label,
            help: &f.help,
        })
        .collect();
    let mut s = render::notes(&notes, cx.colour_out);
    if cx.batch {
        let _ = write!(s, "{}:{}: ", cx.origin.path, cx.origin.line);
    }
    let _ = writeln!(
        s,
        "{}: {} error{}, {} warning{} ({}, {} mode)",
        if out.valid { "valid" } else { "invalid" },
        out.errors,
        plural(out.errors),
        out.warnings,
        plural(out.warnings),
        out.strictness,
        out.mode
    );
    s
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn finding(d: &Diagnostic, input: &str) -> Finding {
    let range = marked(d, input);
    Finding {
        severity: d.severity.name(),
        kind: help::id(&d.kind),
        message: d.message(),
        help: help::diagnostic(d.kind, &input[range.clone()]),
        span: json::span(&range),
        label: label(d.kind),
    }
}

/// The bytes to put carets under: the diagnostic's span, and for a `%`
/// without two hex digits also the characters that stand where the digits
/// should (`%zz`), up to a delimiter.
fn marked(d: &Diagnostic, input: &str) -> Range<usize> {
    let span = d.span.range();
    if d.kind != DiagnosticKind::PctInvalid {
        return span;
    }
    let Some(pct) = input[span.clone()].rfind('%').map(|i| span.start + i) else {
        return span;
    };
    let wanted = 2usize.saturating_sub(span.end - pct - 1);
    let mut end = span.end;
    for c in input[end..].chars().take(wanted) {
        let delimiter = matches!(c, '/' | '\\' | '?' | '#' | '@' | ':' | '[' | ']' | '%');
        if delimiter || c.is_whitespace() || c.is_control() {
            break;
        }
        end += c.len_utf8();
    }
    span.start..end
}

/// A short label under the carets: the character class where there is one.
fn label(kind: DiagnosticKind) -> &'static str {
    use DiagnosticKind as K;
    match kind {
        K::Whitespace => "removed",
        K::PctInvalid => "not `%` and two hex digits",
        K::AuthDriveInvalid => "auth-drive-invalid",
        K::Backslash => "read as `/`",
        K::Userinfo => "userinfo",
        K::LooseIp4 => "loose IPv4 address",
        K::Forced => "forced",
        _ => "here",
    }
}
