//! `specurl`: the URL Specification's grammar on the command line.
//!
//! ```text
//! specurl <URL>                                        the tokens of a URL
//! specurl tokens [--mode M] [--rule R] [INPUT]         the tokens of any production
//! specurl parse [--base URL] [INPUT]                   href and the getters
//! specurl resolve --base URL [--strict|--legacy] [INPUT]
//! specurl normalise [--mode M] [INPUT]
//! specurl validate [--strict|--lenient] [--mode M] [INPUT...]
//! ```
//!
//! Without INPUT, or with `-`, the inputs are the lines of stdin; `--json`
//! writes one JSON object per input. Exit status: 0 on success, 1 when an
//! input is invalid or fails, 2 on a usage error. The commands are in the
//! `cli` module; this file only starts them.
#![forbid(unsafe_code)]

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
