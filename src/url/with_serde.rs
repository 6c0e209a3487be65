//! Feature `serde`: a [`Url`] is (de)serialized as its href, the way a URL
//! travels in JSON, and deserializing parses it without a base, so a
//! document cannot smuggle in a string that is not a URL.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use super::Url;

/// Serializes the href as a string.
///
/// ```
/// let url = specurl::Url::parse("HTTP://h/a/../b", None).unwrap();
/// assert_eq!(serde_json::to_string(&url).unwrap(), r#""http://h/b""#);
/// ```
impl Serialize for Url {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.href())
    }
}

/// Deserializes a string with [`Url::parse`] and no base; a string that
/// does not parse is an error of the format, with the parse error's message.
///
/// ```
/// let url: specurl::Url = serde_json::from_str(r#""https://EXAMPLE.com""#).unwrap();
/// assert_eq!(url.href(), "https://example.com/");
/// let err = serde_json::from_str::<specurl::Url>(r#""no scheme""#).unwrap_err();
/// assert!(err.to_string().contains("invalid URL"));
/// ```
impl<'de> Deserialize<'de> for Url {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Url, D::Error> {
        deserializer.deserialize_str(UrlVisitor)
    }
}

struct UrlVisitor;

impl Visitor<'_> for UrlVisitor {
    type Value = Url;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a URL string")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Url, E> {
        Url::parse(s, None).map_err(|e| E::custom(format_args!("invalid URL {s:?}: {e}")))
    }
}
