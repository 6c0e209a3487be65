//! `specurl pattern`: match URLs against a URL pattern (the WHATWG URL
//! Pattern standard), printing each match's groups per component.

use std::ffi::OsString;
use std::io::Write as _;
use std::process::ExitCode;

use serde::Serialize;
use specurl::url_pattern::{ComponentName, UrlPattern, UrlPatternError, UrlPatternOptions};
use specurl::validate::Severity;

use super::{batch, json, render, Command, Cx, Origin, Outcome};

/// The pattern, compiled once for every input.
pub(crate) struct Pattern {
    pattern: UrlPattern,
    base: Option<String>,
}

/// One component of a match: its input and groups.
#[derive(Serialize)]
struct ComponentJson<'a> {
    input: &'a str,
    groups: serde_json::Map<String, serde_json::Value>,
}

/// `{"input", "match", "components"}`: `components` holds each component
/// with a group (but those left to the default `*`), when the input
/// matches.
#[derive(Serialize)]
struct Json<'a> {
    input: &'a str,
    #[serde(rename = "match")]
    matched: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    components: Option<serde_json::Map<String, serde_json::Value>>,
}

impl Command for Pattern {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let result = match self.pattern.exec(input, self.base.as_deref()) {
            Ok(r) => r,
            Err(e) => {
                let problem = pattern_problem(&e);
                return problem.outcome(cx, input);
            }
        };
        let components = result.as_ref().map(|m| {
            ComponentName::ALL
                .iter()
                // A component left to its default `*` says nothing.
                .filter(|&&c| !m.get(c).groups.is_empty() && self.pattern.get(c) != "*")
                .map(|&c| {
                    let r = m.get(c);
                    let groups = r
                        .groups
                        .iter()
                        .map(|(k, v)| (k.clone(), serde_json::json!(v)))
                        .collect();
                    let value = serde_json::json!(ComponentJson {
                        input: &r.input,
                        groups
                    });
                    (c.name().to_string(), value)
                })
                .collect()
        });
        let out = Json {
            input,
            matched: result.is_some(),
            components,
        };
        cx.report(&out, out.matched, |out| text(cx, out))
    }
}

fn text(cx: &Cx, out: &Json<'_>) -> String {
    let mut s = cx.header(out.input);
    let Some(components) = &out.components else {
        s += "no match\n";
        return s;
    };
    s += "match\n";
    let ordered = ComponentName::ALL
        .iter()
        .filter_map(|c| Some((c.name(), components.get(c.name())?)));
    for (name, c) in ordered {
        let groups: Vec<String> = c["groups"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, v)| match v.as_str() {
                Some(v) => format!("{k}={v}"),
                None => format!("{k} (none)"),
            })
            .collect();
        s += &format!(
            "  {name} {}  {}\n",
            c["input"].as_str().unwrap_or(""),
            groups.join(" ")
        );
    }
    s
}

/// A pattern's error as a problem: its place is in the component's
/// pattern string.
fn pattern_problem(e: &UrlPatternError) -> super::Problem<'static> {
    super::Problem {
        id: format!("pattern.{}", e.kind().id()),
        message: e.to_string(),
        help: "see the URL Pattern standard's syntax: fixed text, `:name`, `*`, `{…}`, `(regexp)` and the modifiers `?`, `+`, `*`".into(),
        range: None,
        base: None,
        label: "here",
    }
}

/// Runs `specurl pattern`: compiles the pattern, then matches every input.
/// An invalid pattern is reported once, with a caret under its place, and
/// the exit status is 1.
pub(crate) fn main(
    pattern: String,
    base: Option<String>,
    ignore_case: bool,
    inputs: Vec<OsString>,
    options: batch::Options,
) -> ExitCode {
    let parsed = UrlPattern::parse(
        pattern.as_str(),
        base.as_deref(),
        UrlPatternOptions { ignore_case },
    );
    match parsed {
        Ok(pattern) => batch::run(&Pattern { pattern, base }, inputs, options),
        Err(e) => {
            report_invalid(&pattern, &e, options.json);
            ExitCode::from(1)
        }
    }
}

fn report_invalid(pattern: &str, e: &UrlPatternError, as_json: bool) {
    let mut problem = pattern_problem(e);
    // The span indexes the component's pattern string; shown on it when
    // there is one, else on the whole pattern.
    let source = if e.pattern().is_empty() {
        pattern
    } else {
        e.pattern()
    };
    problem.range = e.span().map(|s| s.range());
    if as_json {
        let failed = json::Failed {
            input: source,
            error: json::Failure {
                kind: &problem.id,
                message: &problem.message,
                help: &problem.help,
                span: problem.range.as_ref().map(json::span),
                within: "pattern",
            },
        };
        let _ = std::io::stdout().write_all(json::line(&failed).as_bytes());
        return;
    }
    let note = render::Note {
        severity: Severity::Error,
        id: &problem.id,
        title: &problem.message,
        source,
        origin: Origin {
            path: "pattern",
            line: 1,
        },
        range: problem.range.clone(),
        label: problem.label,
        help: &problem.help,
    };
    let _ = std::io::stderr().write_all(render::notes(&[note], render::colour(true)).as_bytes());
}
