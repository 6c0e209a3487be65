//! The commands of the `specurl` binary. Each returns an [`Outcome`]: what
//! to print where, and the exit status; only `main` touches the process.

mod render;

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use specurl::grammar::{self, Mode, Rule};
use specurl::validate::{Severity, Strictness};
use specurl::{ParseError, Source, Url};

/// What a command prints, and whether it succeeded.
pub(crate) struct Outcome {
    stdout: String,
    stderr: String,
    ok: bool,
}

impl Outcome {
    /// Prints and returns the exit status: 0 on success, 1 otherwise. A
    /// closed pipe is not an error worth a panic: output stops quietly.
    pub(crate) fn finish(self) -> ExitCode {
        let _ = std::io::stdout().write_all(self.stdout.as_bytes());
        let _ = std::io::stderr().write_all(self.stderr.as_bytes());
        if self.ok {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        }
    }
}

/// `specurl <URL>` and `specurl tokens`: the tokens of `rule` on the
/// preprocessed `input`, one per line, with offsets in `input`.
pub(crate) fn tokens(input: &str, mode: Mode, rule: Rule) -> Outcome {
    let source = Source::new(input);
    // For a whole URL the scheme selects the mode, as in parsing.
    let mode = match rule {
        Rule::Url => Mode::sniff(source.text(), mode),
        _ => mode,
    };
    let parsed = match grammar::run(rule, mode, source.span()) {
        Ok(p) => p,
        Err(e) => {
            let span = source.source_span(&e.span);
            let title = format!("{} does not match ({mode} mode): {}", rule.name(), e.kind);
            return Outcome {
                stdout: String::new(),
                stderr: render::one(
                    Severity::Error,
                    &title,
                    input,
                    "input",
                    span.range(),
                    "here",
                ),
                ok: false,
            };
        }
    };
    let rows: Vec<(String, String, String)> = parsed
        .tokens
        .iter()
        .map(|(depth, t)| {
            let r = source.source_span(&t.span).range();
            let name = format!("{}{}", "  ".repeat(*depth), t.rule.name());
            (
                name,
                format!("{}..{}", r.start, r.end),
                format!("{:?}", t.span.fragment()),
            )
        })
        .collect();
    let name_w = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let range_w = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    let mut out = String::new();
    for (name, range, text) in &rows {
        let _ = writeln!(out, "{name:name_w$}  {range:range_w$}  {text}");
    }
    if let Some(value) = &parsed.value {
        let _ = writeln!(out, "value: {value}");
    }
    if !parsed.rest.fragment().is_empty() {
        let r = source.source_span(&parsed.rest).range();
        let _ = writeln!(
            out,
            "unmatched: {}..{}  {:?}",
            r.start,
            r.end,
            parsed.rest.fragment()
        );
    }
    Outcome {
        stdout: out,
        stderr: String::new(),
        ok: true,
    }
}

/// `specurl validate`: every diagnostic, rendered, then a summary line.
pub(crate) fn validate(input: &str, mode: Mode, strictness: Strictness) -> Outcome {
    let v = specurl::validate(input, mode, strictness);
    let mut out = render::diagnostics(input, "input", v.diagnostics());
    let (errors, warnings) = (v.errors().count(), v.warnings().count());
    let verdict = if v.is_valid() { "valid" } else { "invalid" };
    let _ = writeln!(
        out,
        "{verdict}: {} error{}, {} warning{} ({strictness}, {} mode)",
        errors,
        plural(errors),
        warnings,
        plural(warnings),
        v.mode()
    );
    Outcome {
        stdout: out,
        stderr: String::new(),
        ok: v.is_valid(),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `specurl parse`: href and the getters, or why it failed.
pub(crate) fn parse(input: &str, base: Option<&str>) -> Outcome {
    match Url::parse(input, base) {
        Ok(url) => {
            let getters = [
                ("href", url.href().to_string()),
                ("protocol", url.protocol().to_string()),
                ("username", url.username().to_string()),
                ("password", url.password().to_string()),
                ("host", url.host().to_string()),
                ("hostname", url.hostname().to_string()),
                ("port", url.port().to_string()),
                ("pathname", url.pathname().to_string()),
                ("search", url.search().to_string()),
                ("hash", url.hash().to_string()),
                ("origin", url.origin()),
            ];
            let mut out = String::new();
            for (name, value) in getters {
                let _ = writeln!(out, "{}", format!("{name:<9} {value}").trim_end());
            }
            Outcome {
                stdout: out,
                stderr: String::new(),
                ok: true,
            }
        }
        Err(e) => Outcome {
            stdout: String::new(),
            stderr: parse_error(&e, input, base),
            ok: false,
        },
    }
}

/// A parse failure, with a snippet of the input (or of the base, when the
/// base is what failed) where the failure has a place.
fn parse_error(e: &ParseError, input: &str, base: Option<&str>) -> String {
    use std::error::Error as _;
    let title = format!("cannot parse: {e}");
    let located = match (e.kind(), e.span()) {
        (_, Some(span)) => Some((input, "input", span)),
        (specurl::ParseErrorKind::InvalidBase, None) => e
            .source()
            .and_then(|c| c.downcast_ref::<ParseError>())
            .and_then(ParseError::span)
            .zip(base)
            .map(|(span, base)| (base, "base", span)),
        _ => None,
    };
    match located {
        Some((text, path, span)) => {
            render::one(Severity::Error, &title, text, path, span.range(), "here")
        }
        None => format!("error: {title}\n"),
    }
}
