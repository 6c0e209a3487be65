//! How to fix each grammar error: [`ErrorKind::help`]. The words name the
//! fix in terms of the URL, never of a tool, so that a command line or a
//! binding can add its own pointer (an option, a subcommand) after them.

#[allow(unused_imports)]
use crate::prelude::*;

use super::ErrorKind;
use crate::table::Status;

impl ErrorKind {
    /// How to fix this grammar error, in a sentence without a capital or a
    /// full stop, to follow a label such as `help: `.
    ///
    /// ```
    /// use specurl_grammar::{run, ErrorKind, Mode, Rule};
    /// let e = run(Rule::Authority, Mode::Web, "h:65536".into()).unwrap_err();
    /// assert_eq!(e.kind.help(), "use a port from 0 to 65535");
    /// assert_eq!(ErrorKind::Expected(Rule::Port).help(), "a `port` is expected here");
    /// ```
    pub fn help(&self) -> String {
        use ErrorKind as K;
        match self {
            K::Expected(rule) => format!("a `{}` is expected here", rule.name()),
            K::InvalidCharacter {
                column,
                status: Status::Rejected,
            } => format!("remove the character, or percent-encode it in the {column}"),
            K::InvalidCharacter { .. } => "percent-encode the character".into(),
            K::MissingHost => {
                "put a host between `@` and `:`, as in `http://user@example.com:8080/`".into()
            }
            K::InvalidPort => "a port is decimal digits only: remove the rest, or the `:`".into(),
            K::PortOutOfRange => "use a port from 0 to 65535".into(),
            K::UnclosedIp6 => "close the IPv6 address with `]`, as in `[::1]`".into(),
            K::AfterHost => "start the path with `/` after the host (and port)".into(),
            K::InvalidIp6 => {
                "write an IPv6 address between the brackets, as in `[2001:db8::1]`".into()
            }
            K::Ip4OutOfRange => "each number of an IPv4 address is at most 255".into(),
            K::Nom(_) => "check the input against the grammar".into(),
        }
    }
}
