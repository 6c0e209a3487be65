//! The commands of the `specurl` binary.
//!
//! Each command is a [`Command`]: it turns one input into an [`Outcome`]
//! (what to print where, and whether the input passed); [`batch`] feeds it
//! the inputs, from the arguments or from stdin, and writes the outcomes as
//! they come; [`args`] is the command line.

mod args;
mod base;
mod batch;
mod help;
mod json;
mod params;
mod parse;
mod pattern;
mod problem;
mod relative;
mod render;
mod resolve;
mod set;
mod tokens;
mod validate;
mod validation_errors;

use std::ops::Range;
use std::process::ExitCode;

use clap::Parser as _;
use specurl::validate::Severity;

/// Runs the command line.
pub(crate) fn main() -> ExitCode {
    let cli = args::Cli::parse();
    let options = batch::Options {
        json: cli.json,
        jobs: cli.jobs.map_or_else(batch::cores, usize::from),
    };
    match cli.command {
        Some(args::Command::Tokens { mode, rule, input }) => batch::run(
            &tokens::Tokens::new(mode, rule),
            input.into_iter().collect(),
            options,
        ),
        Some(args::Command::Parse {
            input,
            base,
            params: true,
            ..
        }) => batch::run(
            &params::Params {
                base: base.map(base::Base::new),
            },
            input.into_iter().collect(),
            options,
        ),
        Some(args::Command::Parse {
            input,
            base,
            set,
            validation_errors,
            ..
        }) => batch::run(
            &parse::Parse {
                base: base.map(base::Base::new),
                set,
                validation_errors,
            },
            input.into_iter().collect(),
            options,
        ),
        Some(args::Command::Resolve {
            base,
            input,
            strict,
            legacy,
        }) => {
            let variant = match (strict, legacy) {
                (true, _) => resolve::Variant::Strict,
                (_, true) => resolve::Variant::Legacy,
                _ => resolve::Variant::Whatwg,
            };
            let command = resolve::Resolve { base, variant };
            batch::run(&command, input.into_iter().collect(), options)
        }
        Some(args::Command::Relative { base, input, model }) => batch::run(
            &relative::Relative::new(base, model),
            input.into_iter().collect(),
            options,
        ),
        Some(args::Command::Normalise { mode, input }) => batch::run(
            &resolve::Normalise { mode: mode.into() },
            input.into_iter().collect(),
            options,
        ),
        Some(args::Command::Pattern {
            pattern,
            base,
            ignore_case,
            inputs,
        }) => pattern::main(pattern, base, ignore_case, inputs, options),
        Some(args::Command::Validate {
            strict,
            whatwg,
            mode,
            base,
            inputs,
            ..
        }) => match validate::Validate::new(strict, whatwg, mode, base.as_deref()) {
            Ok(command) => batch::run(&command, inputs, options),
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        },
        None => {
            let command = tokens::Tokens::new(cli.mode, specurl::grammar::Rule::Url);
            batch::run(&command, cli.url.into_iter().collect(), options)
        }
    }
}

/// Where an input came from: the name diagnostics give it, and its line
/// there (the argument's position among several, or the line of stdin).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Origin {
    /// `input`, `<stdin>` or `base`.
    pub(crate) path: &'static str,
    /// From 1.
    pub(crate) line: usize,
}

/// What a command knows about the input besides its text.
pub(crate) struct Cx {
    /// JSON lines rather than text.
    pub(crate) json: bool,
    /// One of several inputs: text output says which one it is about.
    pub(crate) batch: bool,
    pub(crate) origin: Origin,
    /// Whether stdout and stderr take colour.
    pub(crate) colour_out: bool,
    pub(crate) colour_err: bool,
}

impl Cx {
    /// The line that names the input in a batch (empty for a single input).
    /// The outcome of one input that was handled: `out` as a JSON line, or
    /// as `text` renders it.
    pub(crate) fn report<T: serde::Serialize>(
        &self,
        out: &T,
        ok: bool,
        text: impl FnOnce(&T) -> String,
    ) -> Outcome {
        Outcome {
            stdout: if self.json {
                json::line(out)
            } else {
                text(out)
            },
            stderr: String::new(),
            ok,
        }
    }

    pub(crate) fn header(&self, input: &str) -> String {
        if self.batch {
            format!("{}:{}: {input}\n", self.origin.path, self.origin.line)
        } else {
            String::new()
        }
    }
}

/// What a command prints for one input, and whether the input passed.
#[derive(Default)]
pub(crate) struct Outcome {
    /// The result: text, or one JSON line.
    pub(crate) stdout: String,
    /// A failure rendered as text (JSON failures go to stdout).
    pub(crate) stderr: String,
    /// Whether the input passed; any that did not makes the exit status 1.
    pub(crate) ok: bool,
}

/// One subcommand: what it does with each input.
pub(crate) trait Command: Sync {
    /// The outcome for one input.
    fn run(&self, cx: &Cx, input: &str) -> Outcome;

    /// The outcome for an input that is not UTF-8: `lossy` is the input
    /// with U+FFFD for each bad sequence, `bad` the first one in it, which
    /// stands for `bytes`.
    fn not_utf8(&self, cx: &Cx, lossy: &str, bad: Range<usize>, bytes: &[u8]) -> Outcome {
        Problem::not_utf8(bad, bytes).outcome(cx, lossy)
    }

    /// Whether the text for one input is a block of lines, set apart from
    /// the next by a blank line in a batch (rather than a single line).
    fn blocks(&self) -> bool {
        true
    }
}

/// A failure of a command on one input, rendered as text or JSON.
pub(crate) struct Problem<'a> {
    /// The kind, as the library's `id` methods name it.
    pub(crate) id: String,
    /// What is wrong.
    pub(crate) message: String,
    /// How to fix it.
    pub(crate) help: String,
    /// The place, in the input or in `base`.
    pub(crate) range: Option<Range<usize>>,
    /// The base, when the place is there.
    pub(crate) base: Option<&'a str>,
    /// The words under the carets.
    pub(crate) label: &'static str,
}

impl Problem<'_> {
    /// `bytes` that are not UTF-8, at `bad` of the lossy text.
    pub(crate) fn not_utf8(bad: Range<usize>, bytes: &[u8]) -> Problem<'static> {
        let encoded: String = bytes.iter().map(|b| format!("%{b:02X}")).collect();
        Problem {
            id: "invalid-utf8".into(),
            message: "the input is not UTF-8".into(),
            help: format!("encode the text as UTF-8, or percent-encode the bytes: `{encoded}`"),
            range: Some(bad),
            base: None,
            label: "not UTF-8",
        }
    }

    /// `{"input", "error"}`.
    pub(crate) fn failed<'s>(&'s self, input: &'s str) -> json::Failed<'s> {
        json::Failed {
            input,
            error: json::Failure {
                kind: &self.id,
                message: &self.message,
                help: &self.help,
                span: self.range.as_ref().map(json::span),
                within: if self.base.is_some() { "base" } else { "input" },
            },
        }
    }

    /// `{"input", "error"}`, or the rendered error on stderr.
    pub(crate) fn outcome(&self, cx: &Cx, input: &str) -> Outcome {
        if cx.json {
            return Outcome {
                stdout: json::line(&self.failed(input)),
                ..Outcome::default()
            };
        }
        Outcome {
            stderr: render::notes(&[self.note(cx, input)], cx.colour_err),
            ..Outcome::default()
        }
    }

    /// The problem as a [`render::Note`] on `input` (or on the base).
    pub(crate) fn note<'s>(&'s self, cx: &Cx, input: &'s str) -> render::Note<'s> {
        let (source, origin) = match self.base {
            Some(base) => (
                base,
                Origin {
                    path: "base",
                    line: 1,
                },
            ),
            None => (input, cx.origin),
        };
        render::Note {
            severity: Severity::Error,
            id: &self.id,
            title: &self.message,
            source,
            origin,
            range: self.range.clone(),
            label: self.label,
            help: &self.help,
        }
    }
}
