use anyhow::{Context, Result};
use reqwest::blocking::Client;
use serde::Deserialize;

pub const USER_AGENT: &str = "ledger-sync/0.3.2";

#[derive(Debug, Deserialize)]
pub struct Tx {
    pub date: String,
    pub payee: String,
    pub amount_cents: i64,
}

pub struct Api {
    base: String,
    token: String,
    http: Client,
}

impl Api {
    pub fn new(base: String, token: String) -> Result<Self> {
        let http = Client::builder()
            .user_agent(USER_AGENT)
            .https_only(true)
            .danger_accept_invalid_certs(false)
            .build()
            .context("building HTTP client")?;
        Ok(Self { base, token, http })
    }

    pub fn transactions(&self, since: Option<&str>) -> Result<Vec<Tx>> {
        let mut req = self.http.get(format!("{}/v1/transactions", self.base)).bearer_auth(&self.token);
        if let Some(s) = since {
            req = req.query(&[("since", s)]);
        }
        Ok(req.send()?.error_for_status()?.json()?)
    }
}
