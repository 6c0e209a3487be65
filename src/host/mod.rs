//! Host processing ("Parsing › Host"): what the opaque host of a web or
//! file URL becomes, a domain or an IPv4 address, and how hosts print.
//!
//! The specification stratifies host processing into four phases, and
//! [`process`] runs them in that order, each in one place:
//!
//! 1. percent-decode (then UTF-8 decode, invalid bytes becoming U+FFFD);
//! 2. domain-to-ASCII ([`domain_to_ascii`]: lowercasing for an ASCII
//!    domain, UTS #46 as the WHATWG standard configures it otherwise);
//! 3. err on a forbidden domain code point
//!    (`chars::is_forbidden_domain`);
//! 4. detect IPv4: a domain that [`ends_in_a_number`] must be a loose
//!    `ip4-address` ([`crate::grammar::ip4_address`]), or the host fails.
//!
//! IPv6 addresses are read by the grammar already (`[ ip6-address ]`); this
//! module only prints them, as [`Host`]'s `Display` does.

#[allow(unused_imports)]
use crate::prelude::*;

mod domain;
mod error;
mod ip4;
mod ip6;
mod process;
#[cfg(feature = "psl")]
mod site;
pub(crate) mod value;

pub use domain::domain_to_ascii;
pub(crate) use domain::percent_decode;
pub use error::{HostError, HostErrorKind};
pub(crate) use ip4::bytes_end_in_a_number;
pub use ip4::ends_in_a_number;
pub(crate) use ip4::fmt_ip4;
pub(crate) use ip6::fmt_ip6;
pub use process::process;
#[cfg(feature = "psl")]
pub(crate) use site::{public_suffix, registrable_domain, subdomain};
pub(crate) use value::Host;
