//! What every getter of a [`Url`] shows, in one string: the unit tests
//! that hold two readings of a URL to each other (the fast paths, the
//! frontier, the front end of references against the full pipeline)
//! compare these.

#[allow(unused_imports)]
use crate::prelude::*;

use super::Url;
use crate::ParseError;

impl Url {
    /// Every getter of a parse, or its error (kind, place and cause).
    pub(crate) fn view(url: &Result<Url, ParseError>) -> String {
        match url {
            Ok(u) => format!(
                "{:?}",
                (
                    u.href(),
                    [u.protocol(), u.scheme(), u.username(), u.password()],
                    [u.host(), u.hostname(), u.port(), u.pathname()],
                    [u.search(), u.hash(), &u.origin()],
                    (u.query(), u.fragment(), u.port_number(), u.mode()),
                )
            ),
            Err(e) => format!("{e:?}"),
        }
    }
}
