//! How to fix each failure of the stages up to the model: host
//! processing's ([`HostErrorKind`]), a resolution's ([`ResolveErrorKind`]),
//! a whole parse's ([`ParseErrorKind`]) and a setter's ([`SetErrorKind`]),
//! each kind's `help` method, after the grammar's own
//! ([`crate::grammar::ErrorKind::help`]).
//!
//! The words are written once, here, for every caller: they name the fix
//! in terms of the URL, never of a tool, so a command line or a binding
//! can add its own pointer (an option, a subcommand) after them. Where a
//! kind wraps another, its help is the inner kind's, so that the fix
//! named is the most precise one.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::host::HostErrorKind;
use crate::model::{ParseErrorKind, ResolveErrorKind, SetErrorKind};

impl HostErrorKind {
    /// How to fix this host, in a sentence without a capital or a full
    /// stop.
    ///
    /// ```
    /// use specurl::host::{process, HostErrorKind};
    /// let e = process("1.2.3.256").unwrap_err();
    /// assert_eq!(e.kind.help(), "each number of an IPv4 address is at most 255");
    /// assert!(HostErrorKind::ForbiddenCodePoint('<').help().starts_with("remove '<'"));
    /// ```
    pub fn help(&self) -> String {
        match self {
            HostErrorKind::EmptyHost => {
                "give a host that keeps a character after domain-to-ASCII".into()
            }
            HostErrorKind::DomainToAscii => {
                "use a valid domain name (its labels are checked by UTS #46)".into()
            }
            HostErrorKind::ForbiddenCodePoint(c) => format!(
                "remove {c:?} from the host: a domain cannot hold it, not even percent-encoded"
            ),
            HostErrorKind::InvalidIp4 => "a host that ends in a number is an IPv4 address: \
                 write four numbers 0-255, or end it in a name"
                .into(),
            HostErrorKind::Ip4OutOfRange => "each number of an IPv4 address is at most 255".into(),
        }
    }
}

impl ResolveErrorKind {
    /// How to fix this resolution or force, in a sentence without a
    /// capital or a full stop.
    ///
    /// ```
    /// use specurl::ResolveErrorKind;
    /// assert_eq!(ResolveErrorKind::FilePort.help(), "remove the `:port`: a file URL has no port");
    /// assert!(ResolveErrorKind::NoScheme.help().contains("base URL"));
    /// ```
    pub fn help(&self) -> String {
        match self {
            ResolveErrorKind::NoScheme => {
                "give the reference a scheme (`https:`), or give a base URL".into()
            }
            ResolveErrorKind::CannotBeABase => "only a fragment (`#…`) resolves against a base \
                 like `mailto:x`: use a base with `//` or a `/`"
                .into(),
            ResolveErrorKind::FileUserinfo => {
                "remove the `user@`: a file URL has a host only".into()
            }
            ResolveErrorKind::FilePort => "remove the `:port`: a file URL has no port".into(),
            ResolveErrorKind::MissingHost => {
                "add a host after `//`, as in `http://example.com/`".into()
            }
            ResolveErrorKind::InvalidAuthority(k) => {
                format!("write `//` before the authority; then {}", k.help())
            }
            ResolveErrorKind::Host(k) => k.help(),
        }
    }
}

impl ParseErrorKind {
    /// How to make the input parse, in a sentence without a capital or a
    /// full stop: the help of the stage that failed.
    ///
    /// ```
    /// use specurl::{ParseErrorKind, Url};
    /// let e = Url::parse("http://h:x/", None).unwrap_err();
    /// assert_eq!(e.kind().help(), "a port is decimal digits only: remove the rest, or the `:`");
    /// assert_eq!(ParseErrorKind::InvalidBase.help(), "fix the base URL");
    /// ```
    pub fn help(&self) -> String {
        match self {
            ParseErrorKind::Syntax(k) => k.help(),
            ParseErrorKind::Host(k) => k.help(),
            ParseErrorKind::Resolve(k) => k.help(),
            ParseErrorKind::InvalidBase => "fix the base URL".into(),
            ParseErrorKind::TooLong => {
                "shorten the URL: it must fit in 4294967295 bytes (u32::MAX)".into()
            }
        }
    }
}

impl SetErrorKind {
    /// How to get the value used, in a sentence without a capital or a
    /// full stop: for a value the component's grammar, host processing or
    /// resolution refuses, that stage's help.
    ///
    /// ```
    /// use specurl::{Component, Url};
    /// let mut url = Url::parse("http://h/", None).unwrap();
    /// let e = url.set(Component::Hostname, "example.com:8080").unwrap_err();
    /// assert_eq!(e.kind().help(), "set `host` to change the port too");
    /// let e = url.set(Component::Port, "8x").unwrap_err();
    /// assert_eq!(e.kind().help(), "remove the rest, or set it with its own component");
    /// ```
    pub fn help(&self) -> String {
        match self {
            SetErrorKind::CannotHaveUserinfoOrPort => "give the URL a host first".into(),
            SetErrorKind::OpaquePath => "set `href` to change a URL with an opaque path".into(),
            SetErrorKind::SpecialMismatch
            | SetErrorKind::FileWithUserinfoOrPort
            | SetErrorKind::FileWithEmptyHost => "set `href` to change the scheme".into(),
            SetErrorKind::Syntax(k) => k.help(),
            SetErrorKind::Host(k) => k.help(),
            SetErrorKind::MissingHost => {
                "give a host: a special URL, or one with a userinfo or a port, needs one".into()
            }
            SetErrorKind::PortInHostname => "set `host` to change the port too".into(),
            SetErrorKind::Trailing => "remove the rest, or set it with its own component".into(),
            SetErrorKind::Resolve(k) => k.help(),
            SetErrorKind::Href(k) => k.help(),
            SetErrorKind::TooLong => {
                "shorten the value: the URL must fit in 4294967295 bytes (u32::MAX)".into()
            }
        }
    }
}

#[cfg(test)]
mod tests;
