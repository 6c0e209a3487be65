//! The URL grammar ("URL Grammar" in the specification), one nom combinator
//! per production.
//!
//! Every combinator has the shape
//!
//! ```text
//! fn rule<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, T>
//! ```
//!
//! so that it composes inside nom (`|i| rule(mode, i)`), and every `T` is a
//! span-annotated token typed after the URL model ([`tokens`]). The grammar
//! only splits: it neither decodes nor rewrites. Percent-decoding, host
//! processing and normalisation are later stages.
//!
//! ```
//! use specurl::grammar::{self, Mode};
//! let (rest, url) = grammar::url(Mode::Web, "http://a/b?c#d".into()).unwrap();
//! assert!(rest.is_empty());
//! assert_eq!(*url.scheme().unwrap().fragment(), "http");
//! assert_eq!(*url.authority().unwrap().span().fragment(), "a");
//! assert_eq!(*url.path().file().unwrap().fragment(), "b");
//! ```
//!
//! The mode selects the grammar's variant: the set `s` is `/` in generic mode
//! and `/` or `\` in web and file mode, and file mode uses the `auth-drive`
//! form of `auth-path`. [`Mode::sniff`] picks the mode of an input from its
//! scheme, as "Parsing" prescribes; [`tokenize`] does preprocessing, mode
//! selection and parsing in one call.

#[allow(unused_imports)]
use crate::prelude::*;

mod authority;
mod dotted;
mod error;
mod input;
mod ip4;
mod ip6;
mod pct;
mod pct_byte;
mod prim;
mod rule;
mod run;
mod tokenize;
pub mod tokens;
mod url;

pub use crate::mode::Mode;
pub use crate::span::{Span, Text, TextOf};
pub(crate) use authority::port_value;
pub use authority::{
    authority, authority_empty, host, opaque_host, password, port, userinfo, username,
};
pub(crate) use dotted::{is_dot, is_dots, is_dotted};
pub(crate) use error::unwrap;
pub use error::{complete, Error, ErrorKind, IResult};
pub(crate) use input::{empty_at, first, prefix, prefix_len, skip, split};
pub(crate) use ip4::ip4_address_in;
pub use ip4::{dec_octet, ip4_address, ip4_address_strict, ip4_number};
pub use ip6::{h16, ip6_address, ip6_address_strict, ls32};
pub use pct::{
    pct, pct_encoded_byte, pct_encoded_bytes, pct_encoded_string, pct_encoded_string_lenient,
    pct_invalid, uncoded,
};
pub(crate) use pct_byte::{pct_len, starts_pct_encoded};
pub use rule::Rule;
pub use run::{run, Parsed};
pub use tokenize::tokenize;
pub(crate) use tokenize::{authority_in, tokenize_inline_then, tokenize_then};
pub(crate) use url::followed_drive;
pub use url::{
    auth_drive, auth_drive_invalid, auth_path, dir, drive, file, fragment, path, path_rel,
    path_root, query, scheme, url,
};
