//! `specurl`: the URL Specification's grammar on the command line.
//!
//! ```text
//! specurl <URL>                                        the tokens of an URL
//! specurl tokens [--mode M] [--rule R] <INPUT>         the tokens of any production
//! specurl validate [--strict|--lenient] [--mode M] <INPUT>
//! specurl parse <INPUT> [--base BASE]                  href and the getters
//! ```
//!
//! Exit status: 0 on success, 1 when the input is invalid or fails to parse,
//! 2 on a usage error.
#![forbid(unsafe_code)]

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use specurl::grammar::{Mode, Rule};
use specurl::validate::Strictness;

const ABOUT: &str = "Parse, tokenise and validate URLs with the grammar of the URL Specification \
(a formal rephrasing of the WHATWG URL standard).";

const AFTER_HELP: &str = "\
With a URL and no command, prints the URL's tokens, one per line: the rule, \
the byte offsets in the URL as given, and the text, indented by nesting.

Input is preprocessed as the specification says (leading and trailing control \
characters and spaces, and every tab and newline, are removed); offsets are \
always those of the string you gave.

Exit status: 0 on success, 1 when the input is invalid or fails to parse, 2 on \
a usage error.

Examples:
  specurl 'https://user@example.com:8080/a/b?q#f'
  specurl tokens --rule ip6-address '::ffff:1.2.3.4'
  specurl validate --strict 'http://exa mple.com/%zz'
  specurl parse ../c --base https://example.com/a/b";

#[derive(Parser)]
#[command(
    name = "specurl",
    version,
    about = ABOUT,
    after_help = AFTER_HELP,
    args_conflicts_with_subcommands = true,
    arg_required_else_help = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,

    /// The URL whose tokens to print.
    url: Option<String>,

    /// The mode for a URL without a scheme (a scheme selects its own mode).
    #[arg(long, value_enum, default_value_t = ModeArg::Generic)]
    mode: ModeArg,
}

#[derive(Subcommand)]
enum Command {
    /// Print the tokens that one production of the grammar matches.
    #[command(after_help = rules_help())]
    Tokens {
        /// The mode: the set `s` is `/` (generic) or `/` and `\` (file, web);
        /// for `url`, the mode of a schemeless input.
        #[arg(long, value_enum, default_value_t = ModeArg::Generic)]
        mode: ModeArg,
        /// The production to run (see the list below).
        #[arg(long, default_value = "url", value_parser = parse_rule)]
        rule: Rule,
        /// The text to match.
        input: String,
    },
    /// Report every diagnostic of a URL, pointing at it; exit 1 on errors.
    ///
    /// Lenient (the default) reports as errors only what makes the URL fail
    /// (what the lenient grammar or class R rejects, host processing and
    /// forcing failures) and the rest as warnings; strict makes every
    /// finding an error, as the rules that close "URL Grammar" do.
    Validate {
        /// Validate against the strict grammar.
        #[arg(long, conflicts_with = "lenient")]
        strict: bool,
        /// Validate against the lenient grammar (the default).
        #[arg(long)]
        lenient: bool,
        /// The mode for a URL without a scheme.
        #[arg(long, value_enum, default_value_t = ModeArg::Generic)]
        mode: ModeArg,
        /// The URL to validate.
        input: String,
    },
    /// Parse, resolve and normalise a URL as the WHATWG URL constructor
    /// does, and print its href and getters.
    Parse {
        /// The URL (or a reference, with --base).
        input: String,
        /// The base URL to resolve against.
        #[arg(long)]
        base: Option<String>,
    },
}

/// [`Mode`] with the names and help clap shows.
#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    /// Any scheme but the web schemes and file: `s` is `/`.
    Generic,
    /// The file scheme: `s` is `/` or `\`, with drive letters.
    File,
    /// http, https, ws, wss, ftp: `s` is `/` or `\`.
    Web,
}

impl From<ModeArg> for Mode {
    fn from(m: ModeArg) -> Mode {
        match m {
            ModeArg::Generic => Mode::Generic,
            ModeArg::File => Mode::File,
            ModeArg::Web => Mode::Web,
        }
    }
}

fn parse_rule(name: &str) -> Result<Rule, String> {
    Rule::from_name(name).ok_or_else(|| {
        format!(
            "unknown rule `{name}`; the rules are: {}",
            rule_names().join(", ")
        )
    })
}

fn rule_names() -> Vec<&'static str> {
    Rule::ALL.iter().map(|r| r.name()).collect()
}

fn rules_help() -> String {
    format!("Rules: {}", rule_names().join(", "))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Some(Command::Tokens { mode, rule, input }) => cli::tokens(&input, mode.into(), rule),
        Some(Command::Validate {
            strict,
            mode,
            input,
            ..
        }) => {
            let strictness = if strict {
                Strictness::Strict
            } else {
                Strictness::Lenient
            };
            cli::validate(&input, mode.into(), strictness)
        }
        Some(Command::Parse { input, base }) => cli::parse(&input, base.as_deref()),
        None => match cli.url {
            Some(url) => cli::tokens(&url, cli.mode.into(), Rule::Url),
            // arg_required_else_help has shown the help already.
            None => return ExitCode::from(2),
        },
    };
    outcome.finish()
}
