//! `specurl validate`: every diagnostic, rendered as rustc renders errors,
//! then a summary line.

use std::fmt::Write as _;
use std::ops::Range;

use serde::Serialize;
use specurl::grammar::Mode;
use specurl::validate::{Diagnostic, DiagnosticKind, Severity, Strictness};
use specurl::validate_with_base;
use specurl::Url;

use super::args::ModeArg;
use super::{help, json, render, Command, Cx, Outcome, Problem};

/// Validation at a strictness, with a mode for schemeless inputs, or a
/// base.
pub(crate) struct Validate {
    strictness: Strictness,
    mode: Mode,
    base: Option<Url>,
}

impl Validate {
    /// The command, or why the base is no base.
    pub(crate) fn new(
        strict: bool,
        whatwg: bool,
        mode: ModeArg,
        base: Option<&str>,
    ) -> Result<Self, String> {
        let strictness = match (strict, whatwg) {
            (true, _) => Strictness::Strict,
            (_, true) => Strictness::Whatwg,
            _ => Strictness::Lenient,
        };
        let base = base
            .map(|b| Url::parse(b, None).map_err(|e| format!("the base does not parse: {e}")))
            .transpose()?;
        Ok(Validate {
            strictness,
            mode: mode.into(),
            base,
        })
    }
}

/// `{"input", "valid", "strictness", "mode", "errors", "warnings",
/// "diagnostics"}`; each diagnostic has a `whatwg` name or `null`.
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
    /// The URL Standard's name of the validation error, if it is one.
    whatwg: Option<&'static str>,
    #[serde(skip)]
    label: &'static str,
}

impl Command for Validate {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let v = match &self.base {
            Some(base) => validate_with_base(input, Some(base), self.strictness),
            None => specurl::validate::validate(input, self.mode, self.strictness),
        };
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
            whatwg: None,
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
    // The standard's name beside the message.
    let titles: Vec<String> = out
        .diagnostics
        .iter()
        .map(|f| match f.whatwg {
            Some(name) => format!("{} (whatwg: {name})", f.message),
            None => f.message.clone(),
        })
        .collect();
    let notes: Vec<render::Note<'_>> = out
        .diagnostics
        .iter()
        .zip(&titles)
        .map(|(f, title)| render::Note {
            severity: if f.severity == Severity::Error.name() {
                Severity::Error
            } else {
                Severity::Warning
            },
            id: &f.kind,
            title,
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
        kind: d.kind.id(),
        message: d.message(),
        help: help::diagnostic(d.kind, &input[range.clone()]),
        span: json::span(&range),
        whatwg: d.whatwg_name(),
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
