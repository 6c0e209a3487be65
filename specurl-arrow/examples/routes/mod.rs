//! A web application's routes and URLs drawn against them, shared by the
//! `url_pattern_match` bench and its test: 1,000 patterns, most on one
//! host under `/api/{version}/{resource}`, some with regexp groups, some on
//! wildcard hosts; URLs that match early routes, late ones, or none.

/// The resources of the application, 40 of them.
const RESOURCES: [&str; 40] = [
    "users",
    "orders",
    "items",
    "products",
    "carts",
    "payments",
    "invoices",
    "customers",
    "accounts",
    "sessions",
    "tokens",
    "teams",
    "projects",
    "tasks",
    "comments",
    "posts",
    "tags",
    "categories",
    "reviews",
    "ratings",
    "shipments",
    "addresses",
    "coupons",
    "discounts",
    "messages",
    "threads",
    "files",
    "images",
    "videos",
    "playlists",
    "events",
    "tickets",
    "venues",
    "reports",
    "metrics",
    "alerts",
    "webhooks",
    "settings",
    "roles",
    "permissions",
];

const VERSIONS: [&str; 5] = ["v1", "v2", "v3", "v4", "v5"];

/// The 1,000 routes, in the order a router would try them.
pub fn routes() -> Vec<String> {
    let mut grid = Vec::new();
    for version in VERSIONS {
        for resource in RESOURCES {
            let base = format!("https://app.example.com/api/{version}/{resource}");
            grid.push(base.clone());
            grid.push(format!("{base}/:id"));
            grid.push(format!("{base}/:id/comments"));
            grid.push(format!("{base}/:id/items/:item"));
            if version == "v1" {
                grid.push(format!("{base}/:id(\\d+)/history"));
            } else {
                grid.push(format!("{base}/:id/files/*"));
            }
        }
    }
    let mut routes = vec![
        "https://static.example.com/static/*".to_string(),
        "https://*.example.com/assets/*".to_string(),
        "https://app.example.com/:lang([a-z]{2})/docs/*".to_string(),
    ];
    routes.extend(grid);
    routes.truncate(997);
    routes.push("https://*.example.com/health".to_string());
    routes.push("https://app.example.com/api/:version/search".to_string());
    routes.push("http{s}?://app.example.com/*".to_string());
    routes
}

/// A xorshift generator: the same URLs on every run.
pub struct Draw(u64);

impl Draw {
    pub fn new(seed: u64) -> Draw {
        Draw(seed | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }

    /// A URL: most under the API (any version, resource and shape, some
    /// not routed), some static, some on other hosts, a few not URLs.
    pub fn url(&mut self) -> String {
        let id = match self.below(3) {
            0 => self.below(100_000).to_string(),
            1 => format!("u{}", self.below(1000)),
            _ => "a%20b".to_string(),
        };
        match self.below(20) {
            0..=12 => {
                let version = self.pick(&["v1", "v2", "v3", "v4", "v5", "v6"]);
                let resource = if self.below(10) == 0 {
                    "unknown"
                } else {
                    self.pick(&RESOURCES)
                };
                let tail = match self.below(8) {
                    0 => String::new(),
                    1 => "/".to_string(),
                    2 | 3 => format!("/{id}"),
                    4 => format!("/{id}/comments"),
                    5 => format!("/{id}/items/{}", self.below(50)),
                    6 => format!("/{id}/history"),
                    _ => format!("/{id}/files/a/b.pdf"),
                };
                let query = if self.below(4) == 0 { "?page=2" } else { "" };
                format!("https://app.example.com/api/{version}/{resource}{tail}{query}")
            }
            13 => format!("https://static.example.com/static/js/app{id}.js"),
            14 => format!(
                "https://{}.example.com/assets/logo.png",
                self.pick(&["eu", "us", "cdn"])
            ),
            15 => format!(
                "https://app.example.com/{}/docs/start",
                self.pick(&["en", "fr", "eng"])
            ),
            16 => format!("http://app.example.com/api/v2/search?q={id}"),
            17 => format!("https://example.org/api/v1/users/{id}"),
            18 => "https://app.example.com:8443/api/v1/users/1".to_string(),
            _ => self
                .pick(&["not a URL", "/api/v1/users/1", "https://[::1/", ""])
                .to_string(),
        }
    }
}
