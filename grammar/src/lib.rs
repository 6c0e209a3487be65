//! specurl-grammar: the grammar of the *URL Specification* (a formal,
//! grammar-based rephrasing of the WHATWG URL standard; "URL Grammar" in
//! the specification), one nom combinator per production, and what the
//! productions stand on: the character sets ([`chars`]), the component
//! table ([`table`]), spans ([`span`]), preprocessed inputs ([`source`])
//! and the parser mode ([`Mode`]). The crate `specurl` builds the URL
//! model, resolution, host processing, normalisation and printing on it,
//! and re-exports this crate's grammar as `specurl_grammar`.
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
//! use specurl_grammar::{self as grammar, Mode};
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
//!
//! Without its default feature `std` the crate is `no_std` with `alloc`.
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

// What the productions stand on, each below the productions.
pub mod chars;
mod mode;
mod prelude;
pub mod source;
pub mod span;
pub mod table;

// The productions and their tokens.
mod authority;
pub mod dotted;
mod error;
mod ip4;
mod ip6;
mod pct;
pub mod pct_byte;
mod prim;
mod rule;
mod run;
mod tokenize;
pub mod tokens;
mod url;

pub use authority::port_value;
pub use authority::{
    authority, authority_empty, host, opaque_host, password, port, userinfo, username,
};
pub use error::{complete, unwrap, Error, ErrorKind, IResult};
pub use ip4::ip4_address_in;
pub use ip4::{dec_octet, ip4_address, ip4_address_strict, ip4_number};
pub use ip6::{h16, ip6_address, ip6_address_strict, ls32};
pub use mode::Mode;
pub use pct::{
    pct, pct_encoded_byte, pct_encoded_bytes, pct_encoded_string, pct_encoded_string_lenient,
    pct_invalid, uncoded,
};
pub use rule::Rule;
pub use run::{run, Parsed};
pub use tokenize::{authority_in, tokenize, tokenize_inline_then, tokenize_then};
pub use url::{
    auth_drive, auth_drive_invalid, auth_path, dir, drive, file, followed_drive, fragment, path,
    path_rel, path_root, query, scheme, url,
};
