//! `specurl tokens` (and `specurl <URL>`): the tokens one production
//! matches, as an indented tree with byte ranges in the input as given.

use std::fmt::Write as _;
use std::ops::Range;

use serde::Serialize;
use specurl::grammar::{self, Mode, Rule, Span};
use specurl::Source;

use super::args::ModeArg;
use super::{help, Command, Cx, Outcome, Problem};

/// The tokens of `rule`, in `mode`.
pub(crate) struct Tokens {
    mode: Mode,
    rule: Rule,
}

impl Tokens {
    pub(crate) fn new(mode: ModeArg, rule: Rule) -> Self {
        Tokens {
            mode: mode.into(),
            rule,
        }
    }
}

/// `{"input", "rule", "mode", "tokens", "value", "unmatched"}`.
#[derive(Serialize)]
struct Json<'a> {
    input: &'a str,
    rule: &'a str,
    mode: &'a str,
    tokens: Vec<Token<'a>>,
    value: Option<&'a str>,
    unmatched: Option<Unmatched<'a>>,
}

/// A token: its rule, nesting depth, byte range and text.
#[derive(Serialize)]
struct Token<'a> {
    rule: &'a str,
    depth: usize,
    start: usize,
    end: usize,
    text: &'a str,
}

/// What the rule left over.
#[derive(Serialize)]
struct Unmatched<'a> {
    start: usize,
    end: usize,
    text: &'a str,
}

impl Command for Tokens {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let source = Source::new(input);
        // For a whole URL the scheme selects the mode, as in parsing.
        let mode = match self.rule {
            Rule::Url => Mode::sniff(source.text(), self.mode),
            _ => self.mode,
        };
        let parsed = match grammar::run(self.rule, mode, source.span()) {
            Ok(p) => p,
            Err(e) => {
                let problem = Problem {
                    id: format!("syntax.{}", e.kind.id()),
                    message: format!("{} does not match ({mode} mode): {}", self.rule, e.kind),
                    help: help::syntax(e.kind),
                    range: Some(source.source_span(&e.span).range()),
                    base: None,
                    label: "here",
                };
                return problem.outcome(cx, input);
            }
        };
        let range = |span: &Span<'_>| -> Range<usize> { source.source_span(span).range() };
        let tokens: Vec<Token<'_>> = parsed
            .tokens
            .iter()
            .map(|(depth, t)| {
                let r = range(&t.span());
                Token {
                    rule: t.rule().name(),
                    depth: *depth,
                    start: r.start,
                    end: r.end,
                    text: t.span().fragment(),
                }
            })
            .collect();
        let unmatched = (!parsed.rest.fragment().is_empty()).then(|| {
            let r = range(&parsed.rest);
            Unmatched {
                start: r.start,
                end: r.end,
                text: parsed.rest.fragment(),
            }
        });
        let out = Json {
            input,
            rule: self.rule.name(),
            mode: mode.name(),
            tokens,
            value: parsed.value.as_deref(),
            unmatched,
        };
        cx.report(&out, true, |out| cx.header(input) + &text(out))
    }
}

/// The tree: one token a line, indented by depth, in aligned columns.
fn text(out: &Json<'_>) -> String {
    let rows: Vec<(String, String, String)> = out
        .tokens
        .iter()
        .map(|t| {
            (
                format!("{}{}", "  ".repeat(t.depth), t.rule),
                format!("{}..{}", t.start, t.end),
                format!("{:?}", t.text),
            )
        })
        .collect();
    let name_w = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let range_w = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    let mut s = String::new();
    for (name, range, text) in &rows {
        let _ = writeln!(s, "{name:name_w$}  {range:range_w$}  {text}");
    }
    if let Some(value) = out.value {
        let _ = writeln!(s, "value: {value}");
    }
    if let Some(u) = &out.unmatched {
        let _ = writeln!(s, "unmatched: {}..{}  {:?}", u.start, u.end, u.text);
    }
    s
}
