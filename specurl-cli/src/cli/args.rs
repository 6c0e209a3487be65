//! The command line, as clap reads it.

use std::ffi::OsString;

use clap::{Parser, Subcommand, ValueEnum};
use specurl::grammar::{Mode, Rule};

const ABOUT: &str = "Parse, tokenise, resolve, normalise and validate URLs with the grammar of \
the URL Specification (a formal rephrasing of the WHATWG URL standard).";

const AFTER_HELP: &str = "\
With a URL and no command, prints the URL's tokens, one per line: the rule, \
the byte offsets in the URL as given, and the text, indented by nesting.

Input is preprocessed as the specification says (leading and trailing control \
characters and spaces, and every tab and newline, are removed); offsets are \
always those of the string you gave.

Every command reads one input per line from stdin when INPUT is `-`, or when \
it is absent and stdin is not a terminal. With --json it writes one JSON \
object per input (JSON lines).

Exit status: 0 on success, 1 when an input is invalid or fails, 2 on a usage \
error.

Examples:
  specurl 'https://user@example.com:8080/a/b?q#f'
  specurl tokens --rule ip6-address '::ffff:1.2.3.4'
  specurl parse --base https://example.com/a/b ../c
  specurl parse --params 'https://example.com/?q=a+b&lang=en'
  specurl parse --set host=example.org --set search=q http://h/p
  specurl parse --validation-errors 'https://user@127.1/a b'
  specurl resolve --legacy --base http://a/b/c http:d
  specurl relative --base http://a/b/c http://a/d/e
  specurl normalise 'A/./b/../%7e'
  specurl validate --strict 'http://exa mple.com/%zz'
  specurl pattern 'https://example.com/books/:id' https://example.com/books/7
  specurl parse --json - < urls.txt";

/// `specurl`: the command line.
#[derive(Parser)]
#[command(
    name = "specurl",
    version,
    about = ABOUT,
    after_help = AFTER_HELP,
    args_conflicts_with_subcommands = true,
    arg_required_else_help = true
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,

    /// The URL whose tokens to print (`-`: one per line from stdin).
    pub(crate) url: Option<OsString>,

    /// The mode for a URL without a scheme (a scheme selects its own mode).
    #[arg(long, value_enum, default_value_t = ModeArg::Generic)]
    pub(crate) mode: ModeArg,

    /// Write one JSON object per input (JSON lines) instead of text.
    #[arg(long, global = true)]
    pub(crate) json: bool,

    /// Run the lines of stdin on N threads (default: the number of cores);
    /// the output keeps the input's order.
    #[arg(long, global = true, value_name = "N")]
    pub(crate) jobs: Option<std::num::NonZeroUsize>,
}

/// The subcommands.
#[derive(Subcommand)]
pub(crate) enum Command {
    /// Match URLs against a URL pattern (the WHATWG URL Pattern standard)
    /// and print the groups of each component that has some.
    ///
    /// Exit status: 0 when every input matches, 1 when one does not (or
    /// the pattern is invalid), 2 on a usage error.
    Pattern {
        /// The pattern, a constructor string such as
        /// `https://example.com/books/:id`.
        pattern: String,
        /// The base URL of the pattern and of the inputs.
        #[arg(long)]
        base: Option<String>,
        /// Match the pathname, search and hash without regard to case.
        #[arg(long)]
        ignore_case: bool,
        /// The URLs to match (`-` or none: one per line from stdin).
        inputs: Vec<OsString>,
    },
    /// Print the tokens that one production of the grammar matches: rule,
    /// byte range in the input and text, indented by nesting.
    #[command(after_help = rules_help())]
    Tokens {
        /// The mode: the set `s` is `/` (generic) or `/` and `\` (file, web);
        /// for `url`, the mode of a schemeless input.
        #[arg(long, value_enum, default_value_t = ModeArg::Generic)]
        mode: ModeArg,
        /// The production to run (see the list below).
        #[arg(long, default_value = "url", value_parser = parse_rule)]
        rule: Rule,
        /// The text to match (`-`: one per line from stdin).
        input: Option<OsString>,
    },
    /// Parse, resolve and normalise a URL as the WHATWG URL constructor
    /// does, and print its href and getters.
    Parse {
        /// The URL (or a reference, with --base; `-`: one per line from
        /// stdin).
        input: Option<OsString>,
        /// The base URL to resolve against.
        #[arg(long)]
        base: Option<String>,
        /// Print the decoded search params of the query instead (name and
        /// value, one pair a line; with --json, `params` as
        /// `[[name, value], …]`).
        #[arg(long)]
        params: bool,
        /// After parsing, run the WHATWG setter of COMPONENT (href,
        /// protocol, username, password, host, hostname, port, pathname,
        /// search or hash) with VALUE. Repeatable: applied in order. A value
        /// the setter ignores, all or part of it, is a warning, and the exit
        /// status is 1.
        #[arg(long = "set", value_name = "COMPONENT=VALUE", value_parser = super::set::parse_set)]
        set: Vec<super::set::Set>,
        /// Also print the URL Standard's validation errors as its basic URL
        /// parser reports them, in its order, each with carets under its
        /// place (with --json, `whatwg_errors` as `[{name, span}, …]`).
        /// They do not change the exit status: a URL that parses passes.
        #[arg(long, conflicts_with = "params")]
        validation_errors: bool,
    },
    /// Resolve a reference against a base, and normalise the result.
    ///
    /// The WHATWG resolution (the default) forces web and file URLs and
    /// processes their hosts; --strict is RFC 3986 resolution; --legacy
    /// first drops the reference's scheme when it is the base's.
    Resolve {
        /// The base URL.
        #[arg(long)]
        base: String,
        /// The reference (`-`: one per line from stdin).
        input: Option<OsString>,
        /// Strict resolution: the reference replaces the base from its
        /// first component on.
        #[arg(long, conflicts_with = "legacy")]
        strict: bool,
        /// Legacy resolution: `http:g` against an http base is read as `g`.
        #[arg(long)]
        legacy: bool,
    },
    /// Print the shortest reference that resolves against the base to the
    /// URL: parsing it with the base gives the URL back.
    ///
    /// The URL may itself be relative to the base. With --model, both are
    /// references of the model: the reference, rebased onto the base and
    /// normalised, is the URL normalised.
    Relative {
        /// The base URL.
        #[arg(long)]
        base: String,
        /// The URL (`-`: one per line from stdin).
        input: Option<OsString>,
        /// Rebase and normalise references instead of parsing WHATWG URLs.
        #[arg(long)]
        model: bool,
    },
    /// Normalise and print a URL or a relative reference (no base needed).
    #[command(visible_alias = "normalize")]
    Normalise {
        /// The mode for a reference without a scheme.
        #[arg(long, value_enum, default_value_t = ModeArg::Generic)]
        mode: ModeArg,
        /// The URL or reference (`-`: one per line from stdin).
        input: Option<OsString>,
    },
    /// Report every diagnostic of each URL, pointing at it; exit 1 when any
    /// is invalid.
    ///
    /// Lenient (the default) reports as errors only what makes the URL fail
    /// (what the lenient grammar or class R rejects, host processing and
    /// forcing failures) and the rest as warnings; strict makes every
    /// finding an error, as the rules that close "URL Grammar" do; whatwg
    /// makes an error of what the URL Standard's URL writing forbids. Each
    /// finding that is one of the standard's validation errors shows its
    /// name.
    Validate {
        /// Validate against the strict grammar.
        #[arg(long, conflicts_with_all = ["lenient", "whatwg"])]
        strict: bool,
        /// Validate against the lenient grammar (the default).
        #[arg(long, conflicts_with = "whatwg")]
        lenient: bool,
        /// Validate as the URL Standard's "valid URL string": an absolute
        /// URL, or a relative one given `--base`.
        #[arg(long)]
        whatwg: bool,
        /// The base a URL without a scheme is resolved against.
        #[arg(long)]
        base: Option<String>,
        /// The mode for a URL without a scheme.
        #[arg(long, value_enum, default_value_t = ModeArg::Generic)]
        mode: ModeArg,
        /// The URLs to validate (`-`: one per line from stdin).
        inputs: Vec<OsString>,
    },
}

/// [`Mode`] with the names and help clap shows.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum ModeArg {
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
