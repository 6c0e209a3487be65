//! The productions by name.
//!
//! [`Rule`] names every production of `grammar/url.bnf`; [`run`](crate::run::run)
//! maps each to its combinator with an exhaustive `match`, so a production
//! without a combinator does not compile, and a test checks the names
//! against the grammar file.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

macro_rules! rules {
    ($($variant:ident => $name:literal,)*) => {
        /// A production of the grammar.
        ///
        /// ```
        /// use specurl_grammar::Rule;
        /// assert_eq!(Rule::OpaqueHost.to_string(), "opaque-host");
        /// assert_eq!(Rule::from_name("opaque_host"), None);
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Rule {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }

        impl Rule {
            /// Every production, in the order of `grammar/url.bnf`.
            ///
            /// ```
            /// use specurl_grammar::Rule;
            /// assert_eq!(Rule::ALL.first(), Some(&Rule::Url));
            /// assert!(Rule::ALL.iter().all(|&r| Rule::from_name(r.name()) == Some(r)));
            /// ```
            pub const ALL: &'static [Rule] = &[$(Rule::$variant,)*];

            /// The production's name, as the grammar writes it.
            ///
            /// ```
            /// use specurl_grammar::Rule;
            /// assert_eq!(Rule::AuthDriveInvalid.name(), "auth-drive-invalid");
            /// ```
            #[inline]
            pub fn name(self) -> &'static str {
                match self {
                    $(Rule::$variant => $name,)*
                }
            }

            /// The production of a name.
            ///
            /// ```
            /// use specurl_grammar::Rule;
            /// assert_eq!(Rule::from_name("ip6-address"), Some(Rule::Ip6Address));
            /// ```
            pub fn from_name(name: &str) -> Option<Rule> {
                match name {
                    $($name => Some(Rule::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

rules! {
    Url => "url",
    Scheme => "scheme",
    AuthPath => "auth-path",
    AuthDrive => "auth-drive",
    AuthDriveInvalid => "auth-drive-invalid",
    AuthorityEmpty => "authority-empty",
    Authority => "authority",
    Userinfo => "userinfo",
    Username => "username",
    Password => "password",
    Host => "host",
    OpaqueHost => "opaque-host",
    Port => "port",
    Path => "path",
    PathRoot => "path-root",
    PathRel => "path-rel",
    Dir => "dir",
    File => "file",
    Drive => "drive",
    Query => "query",
    Fragment => "fragment",
    Pct => "pct",
    PctEncodedByte => "pct-encoded-byte",
    PctEncodedBytes => "pct-encoded-bytes",
    PctInvalid => "pct-invalid",
    Uncoded => "uncoded",
    PctEncodedString => "pct-encoded-string",
    PctEncodedStringLenient => "pct-encoded-string-lenient",
    Ip4Address => "ip4-address",
    Ip4Number => "ip4-number",
    Ip4AddressStrict => "ip4-address-strict",
    DecOctet => "dec-octet",
    Ip6Address => "ip6-address",
    Ip6AddressStrict => "ip6-address-strict",
    H16 => "h16",
    Ls32 => "ls32",
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
